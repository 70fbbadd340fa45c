import { CreateLocationPage } from '../../features/createLocation/CreateLocationPage';

export default function Page() {
  return <CreateLocationPage />;
}
