import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router';
import { Root } from './Root';
import { useSession } from '../state/session';
import { openAuthDialog, type AuthDialogType } from '../state/authDialog';
import { isLeavingForRoleSwitch } from '../state/roleSwitch';
import { canSeeHostDashboard } from '../../../domain/policies';

const AUTH_TYPES: AuthDialogType[] = ['login', 'register', 'forgot-password'];

/** `/login`, `/auth/register`…: open the dialog (signed-out only), then go home. */
function AuthRedirect({ type }: { type?: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const kind = (type ?? params.type) as AuthDialogType;
  useEffect(() => {
    if (!session.token && AUTH_TYPES.includes(kind)) {
      const email = search.get('email')?.trim().toLowerCase() || undefined;
      openAuthDialog(kind, 'GUEST', kind === 'forgot-password' ? email : undefined);
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Navigate to="/" replace />;
}

/** A HOST session belongs on the dashboard, a guest one never does. */
function HostOnly({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (
    !canSeeHostDashboard({ signedIn: !!session.token, role: session.role }) &&
    !isLeavingForRoleSwitch(pathname)
  )
    return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * A HOST session with a location is sent from the guest home to its dashboard. One without a location
 * (just switched to host, or cancelling the creation flow) stays: its dashboard would only send it to
 * /create/location, and that page's way home would send it back.
 */
function GuestHome({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (
    session.token &&
    session.role === 'HOST' &&
    session.selectedLocationId &&
    !isLeavingForRoleSwitch(pathname)
  )
    return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

// Each page's code loads with its first visit. The same tree renders on the server (which waits for the
// lazy pages) and hydrates in the browser, where a page whose code has not arrived yet keeps its server HTML.
const Home = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const Dashboard = lazy(() => import('./pages/dashboard'));
// On a desktop, what a phone loads only on demand (the search filters, the quote form) comes with the page.
const Location = lazy(() => import('./pages/location').then(async (m) => (await m.ready(), m)));
const Search = lazy(() => import('./pages/search').then(async (m) => (await m.ready(), m)));
const Favorites = lazy(() => import('./pages/favorites'));
const Todo = lazy(() => import('./pages/todo'));
const Notifications = lazy(() => import('./pages/notifications'));
const Profile = lazy(() => import('./pages/profile'));
const CreateLocation = lazy(() => import('./pages/createLocation'));
const Subscription = lazy(() => import('./pages/subscription'));
const About = lazy(() => import('./pages/about'));
const Terms = lazy(() => import('./pages/terms'));
const Privacy = lazy(() => import('./pages/privacy'));
const Accessibility = lazy(() => import('./pages/accessibility'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Root />}>
        <Route
          index
          element={
            <GuestHome>
              <Home />
            </GuestHome>
          }
        />
        <Route path="search" element={<Search />} />
        <Route path="favorites" element={<Favorites />} />
        <Route path="todo/:id?" element={<Todo />} />
        <Route path="notifications" element={<Notifications />} />
        <Route path="profile/:sectionId?/:subentityId?" element={<Profile />} />
        <Route path="location/:locationSlug" element={<Location />} />
        <Route path="location/:locationSlug/ambient/:ambientSlug" element={<Location />} />
        <Route path="location/:locationSlug/service/:serviceSlug" element={<Location />} />
        <Route path="create/location" element={<CreateLocation />} />
        <Route path="subscription/:locationId" element={<Subscription />} />
        <Route path="about-us" element={<About />} />
        <Route path="terms-and-conditions" element={<Terms />} />
        <Route path="privacy-policy" element={<Privacy />} />
        <Route path="accessibility-declaration" element={<Accessibility />} />
        <Route
          path="dashboard/:sectionId?/:subentityId?"
          element={
            <HostOnly>
              <Dashboard />
            </HostOnly>
          }
        />
        <Route path="login" element={<AuthRedirect type="login" />} />
        <Route path="register" element={<AuthRedirect type="register" />} />
        <Route path="forgot-password" element={<AuthRedirect type="forgot-password" />} />
        <Route path="auth/:type" element={<AuthRedirect />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
