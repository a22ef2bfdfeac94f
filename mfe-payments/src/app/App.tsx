import { useT } from 'shared-kernel/i18n';
import { ComingSoonRoutes } from 'shared-kernel/ui/ComingSoonRoutes';
import './i18n';

type TitleKey = 'premium' | 'pricing' | 'credits' | 'repeatOrder' | 'paymentMethod' | 'directDebit' | 'transactions';

/** The routes of SPEC §2 that mfe-payments owns (the shell mounts this remote only for these). */
export const ROUTES: readonly { path: string; title: TitleKey }[] = [
  { path: 'premium', title: 'premium' },
  { path: 'pricing', title: 'pricing' },
  { path: 'credits', title: 'credits' },
  { path: 'credits/repeat-order', title: 'repeatOrder' },
  { path: 'credits/:id/:paymentmethod?', title: 'paymentMethod' },
  { path: 'directdebit', title: 'directDebit' },
  { path: 'transactions/:id?', title: 'transactions' },
];

export default function App() {
  const { t } = useT('payments');
  return <ComingSoonRoutes remote="mfe-payments" routes={ROUTES.map(({ path, title }) => ({ path, title: t(`app.titles.${title}`) }))} />;
}
