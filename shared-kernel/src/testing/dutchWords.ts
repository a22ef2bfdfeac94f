/**
 * Tell-tale Dutch words (issue 27): a French (or English) page or answer that still holds one of
 * them shows Dutch where it should not. Whole words, case-insensitive.
 */
export const DUTCH_TELLTALES = [
  'je',
  'jouw',
  'uw',
  'een',
  'het',
  'Vul',
  'Kies',
  'wachtwoord',
  'geboortedatum',
  'minimaal',
  'maximaal',
  'tekens',
  'veld',
  'ontbreekt',
  'ongeldig',
  'ongeldige',
  'niet',
  'mislukt',
  'melding',
  'bevestig',
  'verzoek',
] as const;

const PATTERN = new RegExp(`(?<![\\p{L}’'-])(${DUTCH_TELLTALES.join('|')})(?![\\p{L}’'-])`, 'giu');

/** The tell-tale Dutch words a text holds (empty when none). */
export const dutchWordsIn = (text: string): string[] => [...text.matchAll(PATTERN)].map((m) => m[1]!);
