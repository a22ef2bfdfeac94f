import { lazyPage, RemoteRoutes, type RemoteRoute } from 'shared-kernel/remote/RemoteRoutes';
import '../components/i18n';
import './i18n';

export type TitleKey = 'premium' | 'pricing' | 'credits' | 'repeatOrder' | 'paymentMethod' | 'directDebit' | 'transactions';

/** The routes of SPEC §2 that mfe-payments owns (the shell mounts this remote only for these). */
export const ROUTES: readonly RemoteRoute<TitleKey>[] = [
  { path: 'premium', title: 'premium', page: lazyPage(() => import('../features/pricing/components/PremiumPage')) },
  { path: 'pricing', title: 'pricing', page: lazyPage(() => import('../features/pricing/components/PricingPage')) },
  { path: 'credits', title: 'credits', page: lazyPage(() => import('../features/pricing/components/CreditsPage')) },
  { path: 'credits/repeat-order', title: 'repeatOrder', page: lazyPage(() => import('../features/checkout/components/RepeatOrderPage')) },
  { path: 'credits/:id/:paymentmethod?', title: 'paymentMethod', page: lazyPage(() => import('./CheckoutRoute')) },
  { path: 'directdebit', title: 'directDebit', page: lazyPage(() => import('../features/direct-debit/components/DirectDebitPage')) },
  { path: 'transactions/:id?', title: 'transactions', page: lazyPage(() => import('./TransactionsRoute')) },
];

export default function App() {
  return <RemoteRoutes remote="mfe-payments" namespace="payments" routes={ROUTES} />;
}
