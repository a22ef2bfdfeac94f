import type { Bundle, CheckoutMethod, DiscountCode, DiscountCodeResponse, User } from '../contract';
import { discountCents } from '../contract/constants';
import { ERROR_CODES } from '../contract/error-codes';
import { mockError } from './accounts';

/**
 * Discount codes for the mocks (issue 13): the seeded codes of the API (TIMEBONUS25 for 4 hours and
 * WELKOM25 for 7 days after signup, first purchase only; HARTJE10 unlimited; LENTE20 from € 25 in
 * NL; IDEAAL15 with iDEAL or Bancontact only), and which codes the mock member has used.
 */

interface MockCode {
  code: string;
  value_percentage: number;
  validity: DiscountCode['validity'];
  country: string | null;
  minimum_order_value: number;
  paymentmethods: CheckoutMethod[] | null;
  /** Valid this long after signup, or null. */
  afterSignupSeconds: number | null;
  firstPurchaseOnly: boolean;
  welcome?: true;
}

const MOCK_CODES: readonly MockCode[] = [
  { code: 'TIMEBONUS25', value_percentage: 25, validity: 'once-per-user', country: null, minimum_order_value: 0, paymentmethods: null, afterSignupSeconds: 14_400, firstPurchaseOnly: true },
  { code: 'WELKOM25', value_percentage: 25, validity: 'once-per-user', country: null, minimum_order_value: 0, paymentmethods: null, afterSignupSeconds: 7 * 24 * 3600, firstPurchaseOnly: true, welcome: true },
  { code: 'HARTJE10', value_percentage: 10, validity: 'unlimited', country: null, minimum_order_value: 0, paymentmethods: null, afterSignupSeconds: null, firstPurchaseOnly: false },
  { code: 'LENTE20', value_percentage: 20, validity: 'once-per-user', country: 'NL', minimum_order_value: 2500, paymentmethods: null, afterSignupSeconds: null, firstPurchaseOnly: false },
  { code: 'IDEAAL15', value_percentage: 15, validity: 'once-per-user', country: null, minimum_order_value: 0, paymentmethods: ['ideal', 'bancontact'], afterSignupSeconds: null, firstPurchaseOnly: false },
];

/** "userId:CODE" of the codes used by a paid mock payment. */
const usedCodes = new Set<string>();

export function resetMockPromotions(): void {
  usedCodes.clear();
}

const endOf = (code: MockCode, user: User): Date | null =>
  code.afterSignupSeconds === null ? null : new Date(new Date(user.signup_date).getTime() + code.afterSignupSeconds * 1000);

function toCode(code: MockCode, user: User, now: Date): DiscountCode {
  const end = endOf(code, user);
  return {
    code: code.code,
    country: code.country,
    user_id: null,
    expires: end?.toISOString() ?? null,
    value_percentage: code.value_percentage,
    currency: null,
    minimum_order_value: code.minimum_order_value,
    status: 'active',
    validity: code.validity,
    expired: end !== null && end <= now,
    paymentmethods: code.paymentmethods,
  };
}

/** The mock's checks of a code for a member: not found, used, first purchase only. */
function check(user: User, input: string, { allowExpired = false } = {}): { code: MockCode; entity: DiscountCode } | Response {
  const now = new Date();
  const code = MOCK_CODES.find((c) => c.code === input.trim().toUpperCase());
  const country = user.profile.country || 'NL';
  if (!code || (code.country !== null && code.country !== country)) return mockError(404, ERROR_CODES.discountCodeNotFound, 'Code niet gevonden');
  const entity = toCode(code, user, now);
  if (entity.expired && !allowExpired) return mockError(404, ERROR_CODES.discountCodeNotFound, 'Code niet gevonden');
  if (code.validity === 'once-per-user' && usedCodes.has(`${user.id}:${code.code}`)) return mockError(409, ERROR_CODES.discountCodeUsed, 'Code reeds gebruikt');
  if (code.firstPurchaseOnly && user.paid_user) return mockError(422, ERROR_CODES.discountCodeNotApplicable, 'Deze code geldt alleen voor je eerste aankoop.');
  return { code, entity };
}

/** GET /api/discountcode.php?code= or ?welcome=true, with the bundles priced. */
export function mockDiscountCode(user: User, query: Record<string, string>, bundles: readonly Bundle[]): DiscountCodeResponse | Response {
  const welcome = query.welcome === 'true';
  const found = check(user, welcome ? MOCK_CODES.find((c) => c.welcome)!.code : (query.code ?? ''), { allowExpired: welcome });
  if (found instanceof Response) return found;
  const { code, entity } = found;
  return {
    discountcode: entity,
    prices: bundles.map((b) => {
      const discount = !entity.expired && b.price >= code.minimum_order_value ? discountCents(b.price, code.value_percentage) : 0;
      return { bundle_id: b.id, price: b.price, discount, amount: b.price - discount };
    }),
  };
}

/** The checkout's discount with a code (the mock's minimum order and method rules too). */
export function mockDiscountFor(user: User, input: string, bundle: Bundle, method: CheckoutMethod): { code: string; discount: number } | Response {
  const found = check(user, input);
  if (found instanceof Response) return found;
  const { code } = found;
  if (bundle.price < code.minimum_order_value) {
    return mockError(422, ERROR_CODES.discountCodeNotApplicable, `Deze code geldt vanaf een bestelling van € ${(code.minimum_order_value / 100).toFixed(2).replace('.', ',')}.`);
  }
  if (code.paymentmethods !== null && !code.paymentmethods.includes(method)) return mockError(422, ERROR_CODES.discountCodeNotApplicable, 'Deze code geldt niet voor deze betaalmethode.');
  return { code: code.code, discount: discountCents(bundle.price, code.value_percentage) };
}

/** A mock payment with a code was paid: a once-per-user code is used now. */
export function markMockCodeUsed(user: User, code: string): void {
  usedCodes.add(`${user.id}:${code}`);
}
