import { useTimeBonus } from './timeBonusStore';
import type { DiscountedPrice } from 'shared-kernel/contract';
import { activeDiscountCode } from '../utils/discount';
import { useCodeInAddress } from './useCodeInAddress';
import { useDiscount, type DiscountState } from './useDiscount';
import { watchTimeBonus } from './useTimeBonus';
import { useWelcomeCodeState } from './useWelcomeCode';

export interface OfferPricing {
  /** The welcome offer that applies now (SPEC §4: the time bonus, else the welcome code), or null. */
  offer: string | null;
  /** The code the prices are asked with: `?code=`, else the offer; null for none. */
  code: string | null;
  discount: DiscountState;
  /** What the code field shows: a typed code's state; the offer has its own notice. */
  typed: DiscountState;
  /** The discounted prices by bundle (for BundleList), or null. */
  prices: { code: string; percentage: number; prices: ReadonlyMap<number, DiscountedPrice> } | null;
  /** The code links to the next page carry: the applied code, `''` when the member removed it, else null. */
  linkCode: string | null;
  /** The offer or its prices are still loading: the page waits rather than flash full prices. */
  settling: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

const NONE: DiscountState = { status: 'none' };

/**
 * The prices of /credits, the method page and /pricing for a member (issue 27): while the time
 * bonus or the welcome discount is active it is applied without the member asking (the address
 * has no `?code=`); `?code=X` applies another code, `?code=` empty none (the "Zonder korting" button).
 */
export function useOfferPricing(): OfferPricing {
  watchTimeBonus();
  const timeBonus = useTimeBonus((s) => s.isVisible);
  const welcome = useWelcomeCodeState();
  const offer = activeDiscountCode(timeBonus, welcome ?? null);
  const { code, removed, apply, remove } = useCodeInAddress(offer);
  const discount = useDiscount(code);
  const applied = discount.status === 'applied' ? discount : null;
  const isOffer = code !== null && code === offer && discount.status !== 'refused';
  return {
    offer,
    code,
    discount,
    typed: isOffer ? NONE : discount,
    prices: applied && {
      code: applied.code,
      percentage: applied.answer.discountcode.value_percentage,
      prices: new Map(applied.answer.prices.map((p) => [p.bundle_id, p])),
    },
    linkCode: applied ? applied.code : removed ? '' : null,
    settling: (!timeBonus && welcome === undefined) || (isOffer && discount.status === 'loading'),
    apply,
    remove,
  };
}
