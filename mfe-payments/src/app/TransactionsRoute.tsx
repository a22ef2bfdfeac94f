import { lazy } from 'react';
import { useParams } from 'shared-kernel/router';
import NotFound from '../components/NotFound';
import { idFrom } from './CheckoutRoute';

const TransactionsPage = lazy(() => import('../features/transactions/components/TransactionsPage'));
const TransactionPage = lazy(() => import('../features/transactions/components/TransactionPage'));

/** /transactions/{id?}: the list, or one payment. */
export default function TransactionsRoute() {
  const { id } = useParams();
  if (id === undefined) return <TransactionsPage />;
  const transactionId = idFrom(id);
  return transactionId === null ? <NotFound /> : <TransactionPage key={transactionId} id={transactionId} />;
}
