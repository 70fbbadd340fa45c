import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useHref, useLocation, useNavigate, useNavigationType } from 'react-router';
import { Header } from '../features/shell/Header';
import { Footer } from '../features/shell/Footer';
import { BottomNav } from '../features/shell/BottomNav';
import { ScrollToTop } from '../features/shell/ScrollToTop';
import { CookieConsent } from '../features/consent/CookieConsent';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { ForcedDialogs } from '../features/auth/ForcedDialogs';
import { authDialogStore, syncAuthDialogWithHistory } from '../state/authDialog';
import { sessionExpiredStore } from '../state/sessionExpired';
import { endRoleSwitch } from '../state/roleSwitch';
import { RouteHead } from '../lib/pageMeta';
import { Announcer, SkipLinks, UIProvider } from '../ui';
import { useRouteFocus } from '../lib/useRouteFocus';
import { useLiveSync } from '../state/useLiveSync';
import { it } from '../i18n/it';
import * as s from '../features/shell/Shell.css';

// The dialogs (and their forms) load the first time they open, not with the first page.
const AuthDialogs = lazy(() =>
  import('../features/auth/AuthDialogs').then((m) => ({ default: m.AuthDialogs })),
);
const SessionExpiredDialog = lazy(() =>
  import('../features/auth/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

/** Mounts its child once `open` has been true, then keeps it (so closing can animate). */
function MountOnceOpen({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function Root({ titleOf }: { titleOf: (pathname: string) => string | null }) {
  const authOpen = authDialogStore.use().type !== null;
  const expired = sessionExpiredStore.use().open;
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const action = useNavigationType();
  useLayoutEffect(() => {
    endRoleSwitch();
    syncAuthDialogWithHistory(action);
    // Once per committed navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // Opening a room or service detail (/location/x/ambient/y) stays on the same page: no jump to the top.
  const pageKey = pathname.startsWith('/location/') ? pathname.split('/').slice(0, 3).join('/') : pathname;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pageKey]);
  useRouteFocus(pageKey);
  useLiveSync();
  return (
    <UIProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <div className={s.page}>
        <SkipLinks main={{ targetId: 'main', label: it.a11y.skipToMain }} />
        <RouteHead pageKey={pageKey} pathname={pathname} title={titleOf(pathname)} />
        <Header />
        {/* Focusable by script only: the skip link's and a new page's fallback target. */}
        <main className={s.main} id="main" tabIndex={-1}>
          <OfflineNotice />
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <BottomNav />
        <ScrollToTop />
        <CookieConsent />
        <Announcer />
        <ForcedDialogs />
        <MountOnceOpen open={authOpen}>
          <AuthDialogs />
        </MountOnceOpen>
        <MountOnceOpen open={expired}>
          <SessionExpiredDialog />
        </MountOnceOpen>
      </div>
    </UIProvider>
  );
}
