import ModerationPage from '../features/moderation/components/ModerationPage';
import { AdminFrame } from './AdminFrame';

export default function ModerationRoute() {
  return (
    <AdminFrame roles={['moderator', 'admin']}>
      <ModerationPage />
    </AdminFrame>
  );
}
