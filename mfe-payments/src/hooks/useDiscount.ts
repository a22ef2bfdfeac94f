import { useEffect, useState } from 'react';
import { fetchDiscountCode, type DiscountAnswer } from '../api/payments';

export type DiscountState =
  | { status: 'none' }
  | { status: 'loading'; code: string }
  | { status: 'applied'; code: string; answer: DiscountAnswer }
  | { status: 'refused'; code: string; error: unknown };

/**
 * The member's bundles priced with a code, as the server computes them (GET /api/discountcode.php);
 * `refused` carries the API error ('Code niet gevonden', 'Code reeds gebruikt', ...).
 */
export function useDiscount(code: string | null): DiscountState {
  const [state, setState] = useState<DiscountState>(code ? { status: 'loading', code } : { status: 'none' });
  useEffect(() => {
    if (!code) {
      setState({ status: 'none' });
      return;
    }
    let active = true;
    setState({ status: 'loading', code });
    fetchDiscountCode(code).then(
      (answer) => active && setState({ status: 'applied', code: answer.discountcode.code, answer }),
      (error: unknown) => active && setState({ status: 'refused', code, error }),
    );
    return () => {
      active = false;
    };
  }, [code]);
  return state;
}
