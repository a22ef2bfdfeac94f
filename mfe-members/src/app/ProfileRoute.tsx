import { GiftAction } from '../features/gifts/components/GiftAction';
import ProfilePage from '../features/profile/components/ProfilePage';

/** /members/{id}: the profile feature's page with the gifts feature's button among its actions. */
export default function ProfileRoute() {
  return <ProfilePage GiftAction={GiftAction} />;
}
