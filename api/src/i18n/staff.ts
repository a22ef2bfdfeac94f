import { ADMIN_TEXTS } from 'shared-kernel/contract/admin-rules';
import { CODE_TEXTS, MEMBER_CARE_TEXTS, MODERATION_TEXTS, NOTICE_TEXTS, PRICE_TEXTS, SETTINGS_TEXTS } from 'shared-kernel/contract';

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
    ...strings(PRICE_TEXTS),
    currencyMismatch: PRICE_TEXTS.currencyMismatch(slot('country'), slot('currency')),
    bundleDuplicate: PRICE_TEXTS.bundleDuplicate(slot('credits'), slot('country')),
  },
  codes: {
    ...strings(CODE_TEXTS),
    currencyMismatch: CODE_TEXTS.currencyMismatch(slot('country'), slot('currency')),
    belowProviderMinimum: CODE_TEXTS.belowProviderMinimum(
      slot('percentage'),
      { credits: slot('credits'), price: slot('price'), country: slot('country'), site: slot('site') },
      slot('minimum'),
    ),
  },
  settings: strings(SETTINGS_TEXTS),
  /** The server's own pages before a build or a publication (operators). */
  site: {
    notPublished: 'Er zijn nog geen onderdelen van de site gepubliceerd.',
    notBuilt: 'De website is nog niet gebouwd.',
  },
};
