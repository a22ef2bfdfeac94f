import SiteSettingsPage from '../features/prices/components/SiteSettingsPage';
import { AdminFrame } from './AdminFrame';

export default function SiteSettingsRoute() {
  return (
    <AdminFrame roles={['admin']}>
      <SiteSettingsPage />
    </AdminFrame>
  );
}
