/**
 * Direct debit (issue 13, items 4 and 6; SPEC §3, §5, §8): the rules and Dutch texts both sides
 * use, without zod, so the form checks as you type with the server's own rules and texts. The IBAN
 * itself is checked with `ibantools` on both sides (the kernel does not carry it).
 */
export const DIRECT_DEBIT_RULES = {
  /** Digits of the SMS code. */
  otpLength: 6,
  /** Wrong codes allowed per code; then a new code must be asked. */
  otpAttempts: 3,
  /** Minutes a code is valid. */
  otpMinutes: 10,
  /** Codes a member may ask per hour. */
  codesPerMemberHour: 5,
  /** Codes sent to one phone number per hour (whichever member asks). */
  codesPerPhoneHour: 3,
  maxName: 70,
  maxStreet: 70,
  maxHouseNumber: 10,
  maxCity: 35,
} as const;

export const DIRECT_DEBIT_TEXTS = {
  /** SPEC §8, verbatim. */
  blocked: 'Je account is geblokkeerd voor automatische incasso.',
  /** SPEC §8, verbatim. */
  limitReached: 'Uw limiet voor automatische incasso betalingen is bereikt.',
  /** SPEC §5, verbatim. */
  otpInvalid: 'Code ongeldig',
  otpExpired: 'Deze code is verlopen of te vaak fout ingevuld. Vraag een nieuwe code aan.',
  consentRequired: 'Geef toestemming voor de automatische incasso.',
  ibanInvalid: 'Ongeldig IBAN',
  ibanNotSepa: 'Dit IBAN hoort niet bij een SEPA-land.',
  holderRequired: 'Vul de naam van de rekeninghouder in.',
  streetRequired: 'Vul je straat in.',
  houseNumberInvalid: 'Vul een geldig huisnummer in.',
  zipInvalid: 'Vul een geldige postcode in.',
  cityRequired: 'Vul je woonplaats in.',
  phoneInvalid: 'Vul een geldig mobiel nummer in (bijvoorbeeld 06 12345678 of 0470 12 34 56).',
  otpFormat: 'De code bestaat uit 6 cijfers.',
  noMandate: 'Je hebt nog geen geldige machtiging voor automatische incasso.',
  unavailable: 'Automatische incasso is nu niet beschikbaar.',
  challengeNotFound: 'Deze code-aanvraag bestaat niet (meer). Vraag een nieuwe code aan.',
  /** Issue 27: an IBAN of another account's mandate (or of a returned collection) is not used again. */
  ibanInUse: 'Dit IBAN hoort al bij een ander account. Gebruik je eigen rekening of kies een andere betaalmethode.',
  /** Issue 27: a new mandate's first collection buys the smallest bundle, until a collection on it is settled. */
  firstCollection: 'Met een nieuwe machtiging koop je eerst alleen het kleinste pakket. Grotere pakketten kun je kopen zodra je eerste incasso is afgeschreven.',
} as const;

/**
 * The SEPA mandate's text in Dutch (issue 27: a catalog text, `directDebit.mandateText.*` of the
 * payments and API catalogs, so the French site shows and signs it in French). Each line is one
 * sentence without its final full stop (`mandateText` adds it once); `placeholders` stand for the
 * fields not filled in yet (the form shows the text as you type).
 */
export const MANDATE_TEXTS_NL = {
  title: 'Machtiging doorlopende SEPA-incasso',
  creditor: 'Incassant: {{creditor}}, incassant-ID {{creditorId}}',
  authorization:
    'Door deze machtiging te ondertekenen met de code die je per sms ontvangt, geef je toestemming aan {{creditor}} om doorlopend incasso-opdrachten naar jouw bank te sturen om een bedrag van je rekening af te schrijven voor de credits die je bestelt, en aan je bank om doorlopend een bedrag van je rekening af te schrijven overeenkomstig de opdracht van {{creditor}}',
  preNotification:
    'Je ontvangt vóór elke incasso een aankondiging per e-mail met het bedrag, de datum, het kenmerk van de machtiging en het incassant-ID; je gaat ermee akkoord dat die aankondiging ten minste 1 dag voor de afschrijving komt',
  refund: 'Als je het niet eens bent met een afschrijving, kun je die laten terugboeken. Neem hiervoor binnen 8 weken na de afschrijving contact op met je bank. Vraag je bank naar de voorwaarden',
  holder: 'Rekeninghouder: {{holder}}, {{address}}, {{place}}',
  iban: 'IBAN: {{iban}}',
  placeholders: {
    accountHolder: '[naam rekeninghouder]',
    address: '[straat en huisnummer]',
    place: '[postcode en woonplaats]',
    iban: '[IBAN]',
  },
} as const;

/** What the mandate text shows for a field not filled in yet (Dutch). */
export const MANDATE_PLACEHOLDERS = MANDATE_TEXTS_NL.placeholders;

/**
 * A phone number as E.164 ("+31612345678"): spaces, dashes, dots and brackets removed; 00 becomes
 * +; a Dutch national number (06...) gets +31. Null when it is no mobile-like number.
 */
export function normalizePhone(raw: string): string | null {
  let value = raw.replace(/[\s\-().]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  // A national number of the two sites' countries: the mobile ranges do not overlap (Dutch 06,
  // Belgian 045-049), so "0470 12 34 56" on the Belgian site is Belgian without asking the country.
  else if (/^04[5-9][0-9]{7}$/.test(value)) value = `+32${value.slice(1)}`;
  else if (/^0[1-9]/.test(value)) value = `+31${value.slice(1)}`;
  if (!/^\+[1-9][0-9]{7,14}$/.test(value)) return null;
  // Only mobile numbers receive SMS: Dutch 06, Belgian 045-049.
  if (value.startsWith('+31') && !/^\+316[0-9]{8}$/.test(value)) return null;
  if (value.startsWith('+32') && !/^\+324[5-9][0-9]{7}$/.test(value)) return null;
  return value;
}

/** "+31612345678" → "+31 6 ••• ••678": enough for the member to recognise it. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)} ${phone.slice(3, 4)} ••• ••${phone.slice(-3)}`;

/** "NL91ABNA0417164300" → "NL91 •••• •••• ••43 00". */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} •••• •••• ••${iban.slice(-4, -2)} ${iban.slice(-2)}`;

/** Dutch 1234 AB, Belgian and most others 4-5 digits (letters allowed for a few countries). */
export const isZip = (raw: string): boolean => /^[0-9]{4}\s?[A-Za-z]{2}$/.test(raw.trim()) || /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(raw.trim());

export const isHouseNumber = (raw: string): boolean => /^[0-9]{1,5}(\s?[A-Za-z0-9-]{1,4})?$/.test(raw.trim());

export interface MandateTextInput {
  creditorName: string;
  creditorId: string;
  accountHolder: string;
  /** Electronic form (no spaces). */
  iban: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
}

/** A sentence with one full stop: "Hartklop Media B.V." is not followed by a second. */
export const endSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

const joined = (...parts: string[]): string => parts.map((p) => p.trim()).filter((p) => p !== '').join(' ');

/** A text of the mandate by its key (`title`, `placeholders.iban`, ...) with its values filled in. */
export type MandateTextOf = (key: string, vars?: Record<string, string>) => string;

const fill = (template: string, vars: Record<string, string>): string => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);

/** The Dutch texts (`MANDATE_TEXTS_NL`). */
export const dutchMandateText: MandateTextOf = (key, vars = {}) => {
  const [group, name] = key.split('.') as [keyof typeof MANDATE_TEXTS_NL, string | undefined];
  const entry = MANDATE_TEXTS_NL[group];
  const template = typeof entry === 'string' ? entry : name !== undefined ? (entry as Record<string, string>)[name] : undefined;
  if (template === undefined) throw new Error(`mandate text ${key} is missing`);
  return fill(template, vars);
};

/**
 * The SEPA Core mandate as the member reads it next to the consent box and signs it with the SMS
 * code; the server stores exactly this text (built by this function from the same values, in the
 * request's language: `text` finds the catalog's texts, Dutch by default). Fields not filled in yet
 * read as placeholders, so the text is clean while typing.
 */
export function mandateText(input: MandateTextInput, text: MandateTextOf = dutchMandateText): string {
  const creditor = input.creditorName.trim();
  const holder = input.accountHolder.trim() || text('placeholders.accountHolder');
  const address = joined(input.street, input.houseNumber) || text('placeholders.address');
  const place = joined(input.zip, input.city) || text('placeholders.place');
  const iban = input.iban.trim() || text('placeholders.iban');
  return [
    text('title'),
    endSentence(text('creditor', { creditor, creditorId: input.creditorId })),
    endSentence(text('authorization', { creditor })),
    endSentence(text('preNotification')),
    endSentence(text('refund')),
    `${endSentence(text('holder', { holder, address, place }))} ${endSentence(text('iban', { iban }))}`,
  ].join('\n');
}
