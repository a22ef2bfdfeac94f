/**
 * The back office's refusals (namespace `staff` of the API's texts): Dutch only, as the back office
 * is. The contract's schemas name them by code (`prices.creditsInvalid` is `staff.prices.creditsInvalid`,
 * with the values of rule-values.ts); an error names them by key like any other
 * (`byKey('staff.prices.bundleGone')`).
 */
export const STAFF_TEXTS_NL = {
  /** A schema's own message the catalog does not know (a back-office rule): answered as written. */
  asWritten: '{{message}}',
  /** The staff roles as a refusal names them (the back office names them in its own catalog). */
  roles: { moderator: 'Moderator', support: 'Klantenservice', admin: 'Beheerder' },
  admin: {
    staffAuthenticationRequired: 'Log in op de backoffice om verder te gaan.',
    /** `roles`: the role names the route needs, joined with " of ". */
    roleForbidden: 'Je rol heeft hier geen toegang toe (nodig: {{roles}}).',
    loginFailed: 'E-mailadres of wachtwoord onjuist.',
    challengeInvalid: 'Deze aanmelding is verlopen. Log opnieuw in met je wachtwoord.',
    codeInvalid: 'De code klopt niet. Gebruik de huidige code uit je authenticator-app.',
    emailTaken: 'Dit e-mailadres heeft al een medewerkersaccount.',
    selfChange: 'Je kunt je eigen account niet uitschakelen of je eigen rol verlagen.',
    passwordTooShort: 'Het wachtwoord moet minstens {{min}} tekens lang zijn.',
    codeFormat: 'Vul de 6 cijfers uit je authenticator-app in.',
    emailInvalid: 'Ongeldig e-mailadres.',
    passwordRequired: 'Vul je wachtwoord in.',
    nameRequired: 'Vul een naam in.',
    dateFormat: 'Gebruik een datum als JJJJ-MM-DD.',
    changeRequired: 'Geef aan wat er verandert (disabled of role).',
    staffGone: 'Deze medewerker bestaat niet.',
    locked_one: 'Te veel foute pogingen. Je account is {{count}} minuut geblokkeerd; probeer het daarna opnieuw.',
    locked_other: 'Te veel foute pogingen. Je account is {{count}} minuten geblokkeerd; probeer het daarna opnieuw.',
  },
  memberCare: {
    memberGone: 'Dit lid bestaat niet (meer).',
    paymentGone: 'Deze betaling bestaat niet.',
    notRefundable: 'Deze betaling kan niet (meer) worden terugbetaald: alleen een betaalde, nog niet terugbetaalde betaling.',
    providerFailed: 'De betaalprovider weigerde de terugbetaling of was niet bereikbaar. Probeer het later opnieuw.',
    belowZero: 'Het saldo kan niet onder nul komen (het saldo is {{balance}}).',
    alreadyApplied: 'Deze aanpassing is al verwerkt.',
    amountInvalid: 'Vul een aantal credits in tussen -{{max}} en {{max}}, niet 0.',
    reasonRequired: 'Vul een reden in (minstens {{min}} tekens).',
    queryRequired: 'Vul een e-mailadres, naam of id in.',
    eraseReasonRequired: 'Vul een reden in (minstens {{min}} tekens).',
  },
  notices: {
    noticeGone: 'Deze melding bestaat niet (meer).',
    alreadyDecided: 'Over deze melding is al besloten.',
    appealGone: 'Dit bezwaar bestaat niet (meer).',
    appealDecided: 'Over dit bezwaar is al besloten.',
    noMember: 'Deze melding gaat niet over een lid: alleen "geen actie" is mogelijk.',
    untilRequired: 'Kies tot wanneer het account geblokkeerd wordt (in de toekomst).',
    reasonRequired: 'Kies een reden.',
    actionRequired: 'Kies een beslissing.',
    momentInvalid: 'Kies een geldig moment.',
    outcomeRequired: 'Kies een uitkomst.',
    /** An appeal's `category_label` in the queue (a notice's is its category's name, `mail.complaintReceived.categories.*`). */
    appealCategory: 'Bezwaar tegen een beslissing',
  },
  moderation: {
    itemGone: 'Dit item staat niet (meer) in de wachtrij.',
    contentReasonRequired: "Kies een reden die bij foto's en teksten past.",
  },
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
