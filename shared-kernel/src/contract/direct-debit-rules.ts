/**
 * Direct debit (issue 13, items 4 and 6; SPEC §3, §5, §8): the rules both sides use, without zod,
 * so the form checks as you type with the server's own rules. A rule's text is a code
 * (`directDebit.ibanInvalid`: `rules.<code>` of mfe-payments, `errors.<code>` of the API). The IBAN
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

/**
 * The SEPA Core mandate as the member reads it next to the consent box and signs it with the SMS
 * code; the server stores exactly this text (built by this function from the same values, in the
 * request's language: `text` finds the texts `directDebit.mandateText.*` of the caller's catalog,
 * mfe-payments' or the API's, kept equal by scripts/i18n/mandateText.test.ts). Fields not filled in
 * yet read as placeholders, so the text is clean while typing.
 */
export function mandateText(input: MandateTextInput, text: MandateTextOf): string {
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
