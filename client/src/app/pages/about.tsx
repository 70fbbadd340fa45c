import { AboutPage } from '../../features/about/AboutPage';

export default function Page() {
  return <AboutPage />;
}
