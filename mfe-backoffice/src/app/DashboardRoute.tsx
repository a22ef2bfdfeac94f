import DashboardPage from '../features/dashboard/components/DashboardPage';
import { AdminFrame } from './AdminFrame';

export default function DashboardRoute() {
  return (
    <AdminFrame roles={['admin', 'moderator', 'support']}>
      <DashboardPage />
    </AdminFrame>
  );
}
