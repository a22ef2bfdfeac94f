import type { Api, DirectDebitForm, ResponseOf, Transaction, User } from '../contract';
import { ERROR_CODES } from '../contract/error-codes';
import { i18n } from '../i18n';
import { DIRECT_DEBIT_RULES, mandateText, maskIban, maskPhone, normalizePhone } from '../contract/direct-debit-rules';
import { mockError } from './accounts';
import { mockBundles } from './payments';
import { markMockCodeUsed, mockDiscountFor } from './promotions';

/**
 * Direct debit for the mocks (issue 13): one mandate per session, the SMS code is always
 * MOCK_OTP (there is no SMS), a collection is pending and credits the member at once (as the
 * server does when a collection is submitted). `blockMockDirectDebit` and a low `limit` let a
 * test show the two SPEC §8 texts. Errors answer the Dutch texts of the API's catalog, as the server does. A discount code on the form prices the collection as the
 * card checkout's mock does (issue 27).
 */
export const MOCK_OTP = '123456';
const CREDITOR = { name: 'Hartklop B.V.', id: 'NL79ZZZ999999990000' };

interface Challenge {
  id: string;
  userId: number;
  form: DirectDebitForm;
  attempts: number;
  reference: string;
  text: string;
  discount: { code: string; discount: number } | null;
}

interface State {
  mandate: { userId: number; reference: string; account_holder: string; iban: string; signed_at: string } | null;
  blocked: boolean;
  limit: number;
  used: number;
  challenges: Challenge[];
  next: number;
}
let state: State;
export function resetMockDirectDebit(): void {
  state = { mandate: null, blocked: false, limit: 15_000, used: 0, challenges: [], next: 1 };
}
resetMockDirectDebit();

/** Tests: a failed collection blocked the member; or a limit of `cents`. */
export const blockMockDirectDebit = (): void => {
  state.blocked = true;
};
export const setMockDirectDebitLimit = (cents: number): void => {
  state.limit = cents;
};

export function mockDirectDebitStatus(user: User): ResponseOf<Api['directDebit']> {
  const mandate = state.mandate && state.mandate.userId === user.id ? state.mandate : null;
  return {
    available: true,
    creditor: CREDITOR,
    mandate: mandate ? { reference: mandate.reference, account_holder: mandate.account_holder, iban: maskIban(mandate.iban), signed_at: mandate.signed_at } : null,
    blocked: state.blocked,
    limit: { amount: state.limit, used: state.used, currency: 'EUR', period_days: 30 },
  };
}

export function startMockDirectDebit(user: User, form: DirectDebitForm): ResponseOf<Api['startDirectDebit']> | Response {
  if (state.blocked) return mockError(403, ERROR_CODES.directDebitBlocked, 'Je account is geblokkeerd voor automatische incasso.');
  const phone = normalizePhone(form.phone);
  if (!phone) return mockError(400, ERROR_CODES.validation, 'Vul een geldig mobiel nummer in (bijvoorbeeld 06 12345678 of 0470 12 34 56).');
  const iban = form.iban.replace(/\s+/g, '').toUpperCase();
  const bundle = mockBundles.find((b) => b.id === form.bundle_id);
  if (!bundle) return mockError(404, ERROR_CODES.bundleNotFound, 'Dit creditpakket bestaat niet (meer).');
  const discount = form.discount_code === undefined ? null : mockDiscountFor(user, form.discount_code, bundle, 'directdebit');
  if (discount instanceof Response) return discount;
  const reference = `HK-MDT-MOCK${String(state.next).padStart(4, '0')}`;
  // The text the form showed, from its catalog (mfe-payments, loaded with the form): the API signs the same.
  const text = mandateText(
    { creditorName: CREDITOR.name, creditorId: CREDITOR.id, accountHolder: form.account_holder, iban, street: form.street, houseNumber: form.house_number, zip: form.zip, city: form.city },
    (key, vars) => i18n.t(`directDebit.mandateText.${key}`, { ns: 'payments', ...vars }),
  );
  const challenge: Challenge = { id: `mockchallenge${String(state.next++).padStart(8, '0')}`, userId: user.id, form: { ...form, iban }, attempts: 0, reference, text, discount };
  state.challenges.push(challenge);
  return {
    challenge: {
      id: challenge.id,
      phone: maskPhone(phone),
      expires_at: new Date(Date.now() + DIRECT_DEBIT_RULES.otpMinutes * 60_000).toISOString(),
      attempts_left: DIRECT_DEBIT_RULES.otpAttempts,
      mandate_reference: reference,
      mandate_text: text,
      amount: bundle.price - (discount?.discount ?? 0),
      discount: discount?.discount ?? 0,
      currency: bundle.currency,
      discount_code: discount?.code ?? null,
    },
  };
}

function collect(
  user: User,
  bundleId: number,
  reference: string,
  code: string | undefined,
  credit: (credits: number) => void,
): ResponseOf<Api['collectDirectDebit']> | Response {
  if (state.blocked) return mockError(403, ERROR_CODES.directDebitBlocked, 'Je account is geblokkeerd voor automatische incasso.');
  const bundle = mockBundles.find((b) => b.id === bundleId);
  if (!bundle) return mockError(404, ERROR_CODES.bundleNotFound, 'Dit creditpakket bestaat niet (meer).');
  const priced = code === undefined ? null : mockDiscountFor(user, code, bundle, 'directdebit');
  if (priced instanceof Response) return priced;
  const amount = bundle.price - (priced?.discount ?? 0);
  if (state.used + amount > state.limit) return mockError(422, ERROR_CODES.directDebitLimit, 'Uw limiet voor automatische incasso betalingen is bereikt.');
  state.used += amount;
  if (priced) markMockCodeUsed(user, priced.code);
  credit(bundle.credits);
  const id = 9000 + state.next++;
  const payment: Transaction = {
    id,
    reference: `HK-2026-${String(id).padStart(6, '0')}`,
    created_at: new Date().toISOString(),
    paid_at: null,
    bundle_id: bundle.id,
    credits: bundle.credits,
    method: 'directdebit',
    amount,
    currency: bundle.currency,
    discount: priced?.discount ?? 0,
    discount_code: priced?.code ?? null,
    vat_rate: 21,
    vat_amount: Math.round((amount * 21) / 121),
    state: 'pending',
    // Credited when submitted, while the collection is on its way.
    credited: true,
    checkout_url: null,
  };
  return { payment, mandate_reference: reference, credits: user.credits + bundle.credits };
}

export function confirmMockDirectDebit(
  user: User,
  body: { challenge_id: string; otp: string },
  credit: (credits: number) => void,
): ResponseOf<Api['confirmDirectDebit']> | Response {
  const challenge = state.challenges.find((c) => c.id === body.challenge_id && c.userId === user.id);
  if (!challenge) return mockError(404, ERROR_CODES.notFound, 'Deze code-aanvraag bestaat niet (meer). Vraag een nieuwe code aan.');
  if (challenge.attempts >= DIRECT_DEBIT_RULES.otpAttempts) return mockError(410, ERROR_CODES.otpExpired, 'Deze code is verlopen of te vaak fout ingevuld. Vraag een nieuwe code aan.');
  challenge.attempts += 1;
  if (body.otp !== MOCK_OTP) return mockError(422, ERROR_CODES.otpInvalid, 'Code ongeldig');
  challenge.attempts = DIRECT_DEBIT_RULES.otpAttempts;
  state.mandate = { userId: user.id, reference: challenge.reference, account_holder: challenge.form.account_holder, iban: challenge.form.iban, signed_at: new Date().toISOString() };
  return collect(user, challenge.form.bundle_id, challenge.reference, challenge.discount?.code, credit);
}

export function collectMockDirectDebit(
  user: User,
  body: { bundle_id: number; discount_code?: string | undefined },
  credit: (credits: number) => void,
): ResponseOf<Api['collectDirectDebit']> | Response {
  if (!state.mandate || state.mandate.userId !== user.id) return mockError(422, ERROR_CODES.noMandate, 'Je hebt nog geen geldige machtiging voor automatische incasso.');
  return collect(user, body.bundle_id, state.mandate.reference, body.discount_code, credit);
}
