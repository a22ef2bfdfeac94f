import type { Api, Bundle, BundlesResponse, CheckoutMethod, ResponseOf, StartPaymentBody, Transaction, User } from '../contract';
import { ERROR_CODES } from '../contract/error-codes';
import { mockError } from './accounts';
import { markMockCodeUsed, mockDiscountFor } from './promotions';

/**
 * Payments for the mocks (issue 12): bundles and methods per country, a checkout whose
 * `checkout_url` leads straight back to the result page, a payment that is pending at the first
 * check and completed at the next (crediting the mock user and making them premium), the
 * transactions, receipts and the repeat order.
 *
 * Running a remote alone, the checkout is a full page load (window.location.assign), which would
 * wipe state held in memory: in a browser the payments are kept in sessionStorage as well.
 */

export const MOCK_PAYMENT_TEXTS = {
  bundleNotFound: 'Dit creditpakket bestaat niet (meer).',
  methodUnavailable: 'Deze betaalmethode is niet beschikbaar in jouw land.',
  directDebit: 'Automatische incasso regel je via de pagina voor automatische incasso.',
  paymentNotFound: 'Deze betaling bestaat niet.',
  noLastOrder: 'Je hebt nog geen bestelling die je kunt herhalen.',
  idempotencyConflict: 'Deze aanvraag is al met andere gegevens verstuurd.',
} as const;

const VAT_RATE = 21;

/** The bundles of NL and BE (EUR, VAT included): 250 credits is the best value, 19,9 cent a credit. */
export const mockBundles: readonly Bundle[] = [
  { id: 1, credits: 50, price: 1250, currency: 'EUR', best_value: false },
  { id: 2, credits: 100, price: 2250, currency: 'EUR', best_value: false },
  { id: 3, credits: 250, price: 4975, currency: 'EUR', best_value: true },
];

const METHODS: Record<string, readonly CheckoutMethod[]> = {
  NL: ['ideal', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'],
  BE: ['bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'],
};

/** settings.message_credits, photo_credits and gift_credits of the settings fixture. */
const CREDITS_PER = { message: 10, photo: 15, gift: 25 } as const;

const countryOf = (user: User | null): string => {
  const country = user?.profile.country;
  return country && country in METHODS ? country : 'NL';
};

export function mockBundlesResponse(user: User | null): BundlesResponse {
  const best = mockBundles.find((b) => b.best_value)!;
  const priceOf = (credits: number) => Math.round((credits * best.price) / best.credits);
  return {
    country: countryOf(user),
    currency: 'EUR',
    vat_rate: VAT_RATE,
    bundles: [...mockBundles],
    message_price: priceOf(CREDITS_PER.message),
    photo_message_price: priceOf(CREDITS_PER.photo),
    gift_price: priceOf(CREDITS_PER.gift),
    methods: [...METHODS[countryOf(user)]!],
  };
}

interface MockPayment {
  userId: number;
  /** How often the result page (or a detail page) asked for it: the first answer is pending, the next completed. */
  checks: number;
  /** The key it was started with, and what for. */
  key: string | null;
  transaction: Transaction;
}

interface MockPaymentsState {
  nextId: number;
  payments: MockPayment[];
}

const STORAGE_KEY = 'hartklop:mock-payments';

const reference = (id: number, at: string) => `HK-${at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
const vatOf = (amount: number) => Math.round((amount * VAT_RATE) / (100 + VAT_RATE));

function transaction(id: number, bundle: Bundle, method: CheckoutMethod, createdAt: string, fields: Partial<Transaction>): Transaction {
  return {
    id,
    reference: reference(id, createdAt),
    created_at: createdAt,
    paid_at: null,
    bundle_id: bundle.id,
    credits: bundle.credits,
    method,
    amount: bundle.price,
    currency: bundle.currency,
    discount: 0,
    discount_code: null,
    vat_rate: VAT_RATE,
    vat_amount: vatOf(bundle.price),
    state: 'pending',
    credited: fields.state === 'completed',
    checkout_url: null,
    ...fields,
  };
}

/** The fixture member's history: one completed iDEAL purchase and one failed credit-card attempt. */
const initialState = (): MockPaymentsState => ({
  nextId: 1001,
  payments: [
    {
      userId: 1042,
      checks: 0,
      key: null,
      transaction: transaction(502, mockBundles[0]!, 'creditcard', '2026-03-02T18:05:00.000Z', { state: 'failed' }),
    },
    {
      userId: 1042,
      checks: 0,
      key: null,
      transaction: transaction(501, mockBundles[1]!, 'ideal', '2026-02-14T20:31:00.000Z', {
        state: 'completed',
        paid_at: '2026-02-14T20:32:10.000Z',
      }),
    },
  ],
});

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function restore(): MockPaymentsState {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (raw) {
    try {
      return JSON.parse(raw) as MockPaymentsState;
    } catch {
      // An unreadable copy: start again.
    }
  }
  return initialState();
}

let state: MockPaymentsState = restore();
const save = () => {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the mocks keep working in memory.
  }
};

export function resetMockPayments(): void {
  storage()?.removeItem(STORAGE_KEY);
  state = initialState();
}

const own = (user: User, id: number) => state.payments.find((p) => p.userId === user.id && p.transaction.id === id);

/** Where the mock checkout leads: straight back to the result page of the payment. */
const resultUrl = (origin: string, t: Pick<Transaction, 'bundle_id' | 'method' | 'id'>) =>
  `${origin}/credits/${t.bundle_id}/${t.method}?payment=${t.id}`;

function start(
  user: User,
  bundleId: number,
  method: CheckoutMethod,
  key: string,
  origin: string,
  discountCode?: string,
): ResponseOf<Api['startPayment']> | Response {
  const earlier = state.payments.find((p) => p.userId === user.id && p.key === key);
  if (earlier) {
    if (earlier.transaction.bundle_id !== bundleId || earlier.transaction.method !== method) {
      return mockError(409, ERROR_CODES.idempotencyConflict, MOCK_PAYMENT_TEXTS.idempotencyConflict);
    }
    return { payment: earlier.transaction };
  }
  const bundle = mockBundles.find((b) => b.id === bundleId);
  if (!bundle) return mockError(404, ERROR_CODES.bundleNotFound, MOCK_PAYMENT_TEXTS.bundleNotFound);
  if (method === 'directdebit') return mockError(422, ERROR_CODES.methodUnavailable, MOCK_PAYMENT_TEXTS.directDebit);
  if (!METHODS[countryOf(user)]!.includes(method)) return mockError(422, ERROR_CODES.methodUnavailable, MOCK_PAYMENT_TEXTS.methodUnavailable);
  const priced = discountCode === undefined ? null : mockDiscountFor(user, discountCode, bundle, method);
  if (priced instanceof Response) return priced;
  const id = state.nextId++;
  const discount = priced?.discount ?? 0;
  const created = transaction(id, bundle, method, new Date().toISOString(), {
    amount: bundle.price - discount,
    discount,
    discount_code: priced?.code ?? null,
    vat_amount: vatOf(bundle.price - discount),
  });
  created.checkout_url = resultUrl(origin, created);
  state.payments.unshift({ userId: user.id, checks: 0, key, transaction: created });
  save();
  return { payment: created };
}

/** POST /api/payment.php: the same key again answers the same payment. */
export const startMockPayment = (user: User, body: StartPaymentBody, origin: string) =>
  start(user, body.bundle_id, body.method, body.idempotency_key, origin, body.discount_code);

/**
 * GET /api/payment.php?id=…: the member's own payment; a pending one completes at the second
 * check, and `credit` then adds its credits to the member (and makes them premium).
 */
export function mockPayment(user: User, id: number, credit: (credits: number) => void): ResponseOf<Api['payment']> | Response {
  const payment = own(user, id);
  if (!payment) return mockError(404, ERROR_CODES.notFound, MOCK_PAYMENT_TEXTS.paymentNotFound);
  payment.checks += 1;
  if (payment.transaction.state === 'pending' && payment.checks >= 2) {
    payment.transaction = { ...payment.transaction, state: 'completed', credited: true, paid_at: new Date().toISOString(), checkout_url: null };
    credit(payment.transaction.credits);
    if (payment.transaction.discount_code) markMockCodeUsed(user, payment.transaction.discount_code);
  }
  save();
  return { payment: payment.transaction };
}

/** GET /api/transactions.php: the member's payments, newest first. */
export const mockTransactions = (user: User): ResponseOf<Api['transactions']> => ({
  transactions: state.payments
    .filter((p) => p.userId === user.id)
    .map((p) => p.transaction)
    .sort((a, b) => b.created_at.localeCompare(a.created_at)),
});

/** A one-page PDF, enough for a download to open. */
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

/** GET /api/receipt.php?id=…: a PDF for the member's own paid payment, else the same 404 as a missing one. */
export function mockReceipt(user: User, id: number): Response {
  const payment = own(user, id);
  if (!payment || !['completed', 'refunded', 'charged_back'].includes(payment.transaction.state)) {
    return mockError(404, ERROR_CODES.notFound, MOCK_PAYMENT_TEXTS.paymentNotFound);
  }
  return new Response(PDF, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="bon-${payment.transaction.reference}.pdf"`,
    },
  });
}

const lastCompleted = (user: User) =>
  state.payments
    .filter((p) => p.userId === user.id && p.transaction.state === 'completed')
    .sort((a, b) => (b.transaction.paid_at ?? '').localeCompare(a.transaction.paid_at ?? ''))[0]?.transaction;

/** GET /api/repeat-order.php: the last completed purchase's bundle and method, if still offered. */
export function mockRepeatOrderInfo(user: User): ResponseOf<Api['repeatOrderInfo']> {
  const last = lastCompleted(user);
  const bundle = last && mockBundles.find((b) => b.id === last.bundle_id);
  if (!last || !bundle || !METHODS[countryOf(user)]!.includes(last.method)) return { last: null };
  return { last: { bundle, method: last.method } };
}

/** POST /api/repeat-order.php: starts the last purchase again. */
export function mockRepeatOrder(user: User, key: string, origin: string): ResponseOf<Api['repeatOrder']> | Response {
  const { last } = mockRepeatOrderInfo(user);
  if (!last) return mockError(404, ERROR_CODES.bundleNotFound, MOCK_PAYMENT_TEXTS.noLastOrder);
  return start(user, last.bundle.id, last.method, key, origin);
}
