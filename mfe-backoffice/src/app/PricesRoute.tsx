import PricesPage from '../features/prices/components/PricesPage';
import { AdminFrame } from './AdminFrame';

export default function PricesRoute() {
  return (
    <AdminFrame roles={['admin']}>
      <PricesPage />
    </AdminFrame>
  );
}
