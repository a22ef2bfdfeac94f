import DiscountCodesPage from '../features/prices/components/DiscountCodesPage';
import { AdminFrame } from './AdminFrame';

export default function DiscountCodesRoute() {
  return (
    <AdminFrame roles={['admin']}>
      <DiscountCodesPage />
    </AdminFrame>
  );
}
