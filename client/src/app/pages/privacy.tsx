import { LegalPage } from '../../features/legal/LegalPage';

export default function Page() {
  return <LegalPage kind="privacy" />;
}
