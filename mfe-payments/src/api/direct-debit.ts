import type { Api, DirectDebitForm, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** The direct-debit calls of mfe-payments (issue 13), typed by the contract's endpoints. */
export type DirectDebitStatus = ResponseOf<Api['directDebit']>;
export type DirectDebitChallengeAnswer = ResponseOf<Api['startDirectDebit']>;
export type DirectDebitCollectionAnswer = ResponseOf<Api['confirmDirectDebit']>;

/** GET /api/direct-debit.php: the member's mandate, block and limit. */
export const fetchDirectDebitStatus = (): Promise<DirectDebitStatus> => http.call(ENDPOINTS.directDebit);

/** POST /api/direct-debit.php: the form; the server sends the SMS code. */
export const requestCode = (form: DirectDebitForm): Promise<DirectDebitChallengeAnswer> => http.call(ENDPOINTS.startDirectDebit, { body: form });

/** PUT /api/direct-debit.php: the SMS code signs the mandate; the first collection follows (retries keep the key). */
export const confirmCode = (challengeId: string, otp: string, idempotencyKey: string): Promise<DirectDebitCollectionAnswer> =>
  http.call(ENDPOINTS.confirmDirectDebit, { body: { challenge_id: challengeId, otp, idempotency_key: idempotencyKey }, idempotencyKey });

/** POST /api/direct-debit-collection.php: a bundle on the member's existing mandate. */
export const collectWithMandate = (bundleId: number, idempotencyKey: string, discountCode: string | null = null): Promise<DirectDebitCollectionAnswer> =>
  http.call(ENDPOINTS.collectDirectDebit, {
    body: { bundle_id: bundleId, idempotency_key: idempotencyKey, ...(discountCode === null ? {} : { discount_code: discountCode }) },
    idempotencyKey,
  });
