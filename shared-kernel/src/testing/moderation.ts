import type { Api, ResponseOf, Statement } from '../contract';
import { ERROR_CODES } from '../contract/error-codes';
import { appealExplanationError } from '../contract/moderation-rules';
import { mockError } from './accounts';

/** How the API words a statement's redress (its catalog's `statements.redress`), for the mocks and the tests. */
export const MOCK_STATEMENT_REDRESS =
  'Ben je het niet eens met deze beslissing? Maak binnen 6 maanden bezwaar met de knop "Bezwaar maken" bij deze ' +
  'beslissing op je profielpagina, of via de klantenservice als je niet kunt inloggen. Een medewerker die niet bij ' +
  'het eerste besluit betrokken was, beoordeelt je bezwaar. Je kunt je ook wenden tot een erkende instantie voor ' +
  'geschillenbeslechting buiten de rechter of tot de rechter.';

/**
 * Statements of reasons for the mocks (issue 18): the mock member has one rejected photo
 * (reference BSL-MOCK0001) that can be appealed once.
 */
let statements: Statement[] = [];

const initialStatements = (): Statement[] => [
  {
    reference: 'BSL-MOCK0001',
    decision: 'content_removed',
    decision_label: 'Inhoud verwijderd',
    restriction: 'Je foto is verwijderd en is niet zichtbaar voor andere leden.',
    facts: 'De inhoud bevat contactgegevens, links of reclame, wat op profielen niet is toegestaan.',
    ground_kind: 'terms',
    ground: 'artikel "Gedragsregels en inhoud van profielen"',
    automated: false,
    automation: 'Nee: deze beslissing is genomen door een medewerker, zonder geautomatiseerde detectie.',
    redress: MOCK_STATEMENT_REDRESS,
    suspended_until: null,
    created_at: '2026-03-12T10:00:00.000Z',
    appeal: null,
    can_appeal: true,
  },
];

export function resetMockModeration(): void {
  statements = initialStatements();
}
resetMockModeration();

export const mockStatements = (): ResponseOf<Api['ownStatements']> => ({ statements });

/** POST /api/appeal.php: one appeal per statement. */
export function appealMockStatement(body: { reference: string; explanation: string }): ResponseOf<Api['appeal']> | Response {
  // The server's Dutch texts of the contract's codes (errors.moderation.* of the API catalog).
  const error = appealExplanationError(body.explanation);
  if (error === 'moderation.appealTooShort') return mockError(400, ERROR_CODES.validation, 'Leg in minstens 10 tekens uit waarom je het niet eens bent met de beslissing.');
  if (error) return mockError(400, ERROR_CODES.validation, 'Je uitleg mag maximaal 2000 tekens lang zijn.');
  const statement = statements.find((s) => s.reference === body.reference);
  if (!statement) return mockError(404, ERROR_CODES.notFound, 'Deze beslissing bestaat niet, of is niet van jou.');
  if (statement.appeal) return mockError(409, ERROR_CODES.appealNotAllowed, 'Je hebt al bezwaar gemaakt tegen deze beslissing.');
  statements = statements.map((s) =>
    s === statement ? { ...s, can_appeal: false, appeal: { status: 'received', outcome: null, created_at: new Date().toISOString() } } : s,
  );
  return { ok: true };
}
