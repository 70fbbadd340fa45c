import { Suspense, useEffect } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { Header } from '../features/shell/Header';
import { Footer } from '../features/shell/Footer';
import { BottomNav } from '../features/shell/BottomNav';
import { ScrollToTop } from '../features/shell/ScrollToTop';
import { SessionExpiredDialog } from '../features/auth/SessionExpiredDialog';
import { AuthDialogs } from '../features/auth/AuthDialogs';
import { UIProvider } from '../ui';
import * as s from '../features/shell/Shell.css';

export function Root() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Opening a room or service detail (/location/x/ambient/y) stays on the same page: no jump to the top.
  const pageKey = pathname.startsWith('/location/') ? pathname.split('/').slice(0, 3).join('/') : pathname;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pageKey]);
  return (
    <UIProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <div className={s.page}>
        <Header />
        <main className={s.main} id="main">
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        <Footer
          onPrivacySettings={() => window.dispatchEvent(new CustomEvent('festalocation:privacy-settings'))}
        />
        <BottomNav />
        <ScrollToTop />
        <AuthDialogs />
        <SessionExpiredDialog />
      </div>
    </UIProvider>
  );
}
