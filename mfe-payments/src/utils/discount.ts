import type { Bundle, CheckoutMethod, DiscountCode } from 'shared-kernel/contract';
import { TIME_BONUS } from 'shared-kernel/contract/constants';
import type { DiscountState } from '../hooks/useDiscount';

/**
 * SPEC §4 "Active discount code: the time bonus if present, otherwise the welcome discount code"
 * (the welcome code only while it has not ended for the member).
 */
export function activeDiscountCode(timeBonusVisible: boolean, welcome: Pick<DiscountCode, 'code' | 'expired'> | null): string | null {
  if (timeBonusVisible) return TIME_BONUS.code;
  if (welcome && !welcome.expired) return welcome.code;
  return null;
}

/**
 * A path with the code as `?code=` (or without, for none: the next page may offer the welcome
 * discount). `''` keeps `?code=` empty: the member removed the discount, and the next page keeps it off.
 */
export const withCode = (path: string, code: string | null): string => (code === null ? path : `${path}?code=${encodeURIComponent(code)}`);

/**
 * The direct-debit page of a bundle (`/directdebit?bundle=`), with the code as `?code=` like
 * `withCode` (null: none, the page offers the welcome discount; `''`: the member removed it).
 */
export const directDebitPath = (bundleId: number, code: string | null): string =>
  `/directdebit?bundle=${bundleId}${code === null ? '' : `&code=${encodeURIComponent(code)}`}`;

export interface MethodPrice {
  /** What the member pays with this method. */
  amount: number;
  /** The code the payment carries, or null. */
  code: string | null;
  /** The applied code does not apply to this method (its `paymentmethods`): the full price. */
  excluded: boolean;
}

/** A bundle's price by one method with the server's discounted prices (GET /api/discountcode.php). */
export function methodPrice(discount: DiscountState, bundle: Pick<Bundle, 'id' | 'price'>, method: CheckoutMethod): MethodPrice {
  const applied = discount.status === 'applied' ? discount.answer : null;
  const priced = applied?.prices.find((p) => p.bundle_id === bundle.id);
  if (!applied || !priced || priced.discount <= 0) return { amount: bundle.price, code: null, excluded: false };
  const methods = applied.discountcode.paymentmethods;
  if (methods && !methods.includes(method)) return { amount: bundle.price, code: null, excluded: true };
  return { amount: priced.amount, code: applied.discountcode.code, excluded: false };
}
