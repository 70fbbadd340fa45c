import { Placeholder } from '../../features/placeholder/Placeholder';

export default function Page() {
  return <Placeholder title="Chi siamo" />;
}
