import ReportsPage from '../features/reports/components/ReportsPage';
import { AdminFrame } from './AdminFrame';

export default function ReportsRoute() {
  return (
    <AdminFrame roles={['moderator', 'admin']}>
      <ReportsPage />
    </AdminFrame>
  );
}
