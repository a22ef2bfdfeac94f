import type { Api, ResponseOf, Statement } from '../contract';
import { ERROR_CODES } from '../contract/error-codes';
import {
  appealExplanationError,
  MODERATION_REASON_TEXTS,
  STATEMENT_AUTOMATION_TEXT,
  STATEMENT_DECISION_LABELS,
  STATEMENT_REDRESS,
} from '../contract/moderation-rules';
import { mockError } from './accounts';

/**
 * Statements of reasons for the mocks (issue 18): the mock member has one rejected photo
 * (reference BSL-MOCK0001) that can be appealed once.
 */
let statements: Statement[] = [];

const initialStatements = (): Statement[] => [
  {
    reference: 'BSL-MOCK0001',
    decision: 'content_removed',
    decision_label: STATEMENT_DECISION_LABELS.content_removed,
    restriction: 'Je foto is verwijderd en is niet zichtbaar voor andere leden.',
    facts: MODERATION_REASON_TEXTS.contact_details.facts,
    ground_kind: MODERATION_REASON_TEXTS.contact_details.groundKind,
    ground: MODERATION_REASON_TEXTS.contact_details.ground,
    automated: false,
    automation: STATEMENT_AUTOMATION_TEXT,
    redress: STATEMENT_REDRESS,
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
