import { ADMIN_TEXTS } from 'shared-kernel/contract/admin-rules';
import { MEMBER_CARE_TEXTS, MODERATION_TEXTS, NOTICE_TEXTS } from 'shared-kernel/contract';

/** A contract text function as a template: each argument stands for its `{{placeholder}}`. */
/** The plain sentences of a contract text object (its functions are written as templates below). */
const strings = <T extends object>(texts: T): { [K in keyof T as T[K] extends string ? K : never]: string } =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => typeof value === 'string')) as never;
const slot = (name: string): never => `{{${name}}}` as never;

/**
 * The back office's refusals (namespace `staff` of the API's texts): Dutch only, as the back office
 * is. The sentences are the contract's (mfe-backoffice shows the same texts); an error names them by
 * key like any other (`byKey('staff.prices.bundleGone')`).
 */
export const STAFF_TEXTS_NL = {
  /** A schema's own message the catalog does not know (a back-office rule): answered as written. */
  asWritten: '{{message}}',
  admin: {
    ...strings(ADMIN_TEXTS),
    staffGone: 'Deze medewerker bestaat niet.',
    locked_one: ADMIN_TEXTS.locked(1).replace(' 1 ', ' {{count}} '),
    locked_other: ADMIN_TEXTS.locked(2).replace(' 2 ', ' {{count}} '),
  },
  memberCare: {
    ...strings(MEMBER_CARE_TEXTS),
    belowZero: MEMBER_CARE_TEXTS.belowZero(slot('balance')),
  },
  notices: { ...NOTICE_TEXTS },
  moderation: { itemGone: MODERATION_TEXTS.itemGone, contentReasonRequired: MODERATION_TEXTS.contentReasonRequired },
  prices: {
    creditsInvalid: 'Vul een aantal credits in tussen 1 en {{max}}.',
    priceInvalid: 'Vul een prijs in groter dan € 0 en hoogstens € 10.000.',
    sortInvalid: 'De volgorde is een getal van 0 tot {{max}}.',
    siteUnknown: 'Deze site bestaat niet.',
    countryUnknown: 'Voor dit land zijn geen betalingen ingesteld.',
    currencyMismatch: 'De valuta van {{country}} is {{currency}}.',
    bundleGone: 'Deze bundel bestaat niet (meer).',
    bundleMoved: 'Site en land van een bestaande bundel kunnen niet veranderen; maak een nieuwe bundel.',
    bundleDuplicate: 'Er is al een bundel van {{credits}} credits voor {{country}} op deze site.',
    lastActiveBundle: 'Er moet per site en land minstens één actieve bundel blijven.',
  },
  codes: {
    codeInvalid: 'Een code heeft 3 tot 32 tekens: letters, cijfers, - of _.',
    codeDuplicate: 'Deze code bestaat al.',
    percentageInvalid: 'Het percentage moet groter dan 0 en hoogstens 100 zijn (twee decimalen).',
    minimumInvalid: 'Het minimale bestelbedrag is een bedrag in centen, 0 of meer.',
    maxUsesInvalid: 'Het maximale aantal keer is een getal van 1 tot {{max}}, of leeg voor geen limiet.',
    expiryPast: 'De einddatum moet in de toekomst liggen.',
    expiryInvalid: 'Ongeldige einddatum.',
    methodsEmpty: 'Kies minstens één betaalmethode, of geen beperking.',
    methodUnknown: 'Onbekende betaalmethode.',
    countryUnknown: 'Voor dit land zijn geen betalingen ingesteld.',
    currencyMismatch: 'De valuta van {{country}} is {{currency}}.',
    memberGone: 'Dit lid bestaat niet (meer).',
    codeGone: 'Deze code bestaat niet.',
    alreadyInactive: 'Deze code is al uitgeschakeld.',
    /** The percentage leaves less of a bundle than the payment provider accepts: the member could never pay with it. */
    belowProviderMinimum:
      'Met {{percentage}} % korting blijft er van het pakket van {{credits}} credits ({{price}}, {{country}}, {{site}}) minder over dan {{minimum}}, het minimum dat de betaalprovider accepteert. Kies een lager percentage, of een minimaal bestelbedrag boven de prijs van dat pakket.',
  },
  settings: {
    siteUnknown: 'Deze site bestaat niet.',
    warningLength: 'De waarschuwing over fictieve profielen heeft {{min}} tot {{max}} tekens.',
    nameLength: 'Vul een benaming in van 1 tot {{max}} tekens.',
    popupCountries: 'Kies landcodes van twee letters (bijvoorbeeld NL, DE).',
  },
  /** The server's own pages before a build or a publication (operators). */
  site: {
    notPublished: 'Er zijn nog geen onderdelen van de site gepubliceerd.',
    notBuilt: 'De website is nog niet gebouwd.',
  },
};
