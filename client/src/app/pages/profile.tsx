import { ProfilePage } from '../../features/profile/ProfilePage';

export default function Page() {
  return <ProfilePage />;
}
