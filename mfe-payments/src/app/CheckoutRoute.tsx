import { lazy } from 'react';
import { useParams, useSearchParams } from 'shared-kernel/router';
import NotFound from '../components/NotFound';
import { isCheckoutMethod } from '../utils/checkout';

const MethodChoicePage = lazy(() => import('../features/checkout/components/MethodChoicePage'));
const StartPaymentPage = lazy(() => import('../features/checkout/components/StartPaymentPage'));
const ResultPage = lazy(() => import('../features/checkout/components/ResultPage'));

/** A database id from the URL ("42"), or null for anything else. */
export function idFrom(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * /credits/{id}/{paymentmethod?} (SPEC §2): without a method the method choice; with one the start
 * of the payment; with `?payment={id}` (the provider's redirect) the payment's result.
 */
export default function CheckoutRoute() {
  const { id, paymentmethod } = useParams();
  const [search] = useSearchParams();
  const bundleId = idFrom(id);
  if (bundleId === null) return <NotFound />;
  if (paymentmethod === undefined) return <MethodChoicePage bundleId={bundleId} />;
  if (!isCheckoutMethod(paymentmethod)) return <NotFound />;
  const payment = search.get('payment');
  if (payment === null) {
    const code = search.get('code')?.trim() || undefined;
    return <StartPaymentPage key={`${bundleId}/${paymentmethod}/${code ?? ''}`} bundleId={bundleId} method={paymentmethod} discountCode={code} />;
  }
  const paymentId = idFrom(payment);
  return paymentId === null ? <NotFound /> : <ResultPage key={paymentId} paymentId={paymentId} />;
}
