import MembersPage from '../features/members/components/MembersPage';
import { AdminFrame } from './AdminFrame';

export default function MembersRoute() {
  return (
    <AdminFrame roles={['support', 'admin']}>
      <MembersPage />
    </AdminFrame>
  );
}
