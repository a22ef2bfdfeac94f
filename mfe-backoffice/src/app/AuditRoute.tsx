import AuditPage from '../features/audit/components/AuditPage';
import { AdminFrame } from './AdminFrame';

export default function AuditRoute() {
  return (
    <AdminFrame roles={['admin']}>
      <AuditPage />
    </AdminFrame>
  );
}
