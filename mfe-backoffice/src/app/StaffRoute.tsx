import StaffPage from '../features/staff/components/StaffPage';
import { AdminFrame } from './AdminFrame';

export default function StaffRoute() {
  return (
    <AdminFrame roles={['admin']}>
      <StaffPage />
    </AdminFrame>
  );
}
