import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams, type RouteObject } from 'react-router';
import { Root } from './Root';
import { useSession } from './session';
import { openAuthDialog, type AuthDialogType } from './authDialog';

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
  if (!session.token || session.role !== 'HOST') return <Navigate to="/" replace />;
  return <>{children}</>;
}

function GuestHome({ children }: { children: React.ReactNode }) {
  const session = useSession();
  if (session.token && session.role === 'HOST') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { HomePage } = await import('../features/home/HomePage');
          return {
            Component: () => (
              <GuestHome>
                <HomePage />
              </GuestHome>
            ),
          };
        },
      },
      { path: 'search', lazy: page(() => import('./pages/search')) },
      { path: 'favorites', lazy: page(() => import('./pages/favorites')) },
      { path: 'todo/:id?', lazy: page(() => import('./pages/todo')) },
      { path: 'notifications', lazy: page(() => import('./pages/notifications')) },
      { path: 'profile/:sectionId?/:subentityId?', lazy: page(() => import('./pages/profile')) },
      { path: 'location/:locationSlug', lazy: page(() => import('./pages/location')) },
      { path: 'location/:locationSlug/ambient/:ambientSlug', lazy: page(() => import('./pages/location')) },
      { path: 'location/:locationSlug/service/:serviceSlug', lazy: page(() => import('./pages/location')) },
      { path: 'create/location', lazy: page(() => import('./pages/createLocation')) },
      { path: 'subscription/:locationId', lazy: page(() => import('./pages/subscription')) },
      { path: 'about-us', lazy: page(() => import('./pages/about')) },
      { path: 'terms-and-conditions', lazy: page(() => import('./pages/terms')) },
      { path: 'privacy-policy', lazy: page(() => import('./pages/privacy')) },
      { path: 'accessibility-declaration', lazy: page(() => import('./pages/accessibility')) },
      {
        path: 'dashboard/:sectionId?/:subentityId?',
        lazy: async () => {
          const Dashboard = (await import('./pages/dashboard')).default;
          return {
            Component: () => (
              <HostOnly>
                <Dashboard />
              </HostOnly>
            ),
          };
        },
      },
      { path: 'login', element: <AuthRedirect type="login" /> },
      { path: 'register', element: <AuthRedirect type="register" /> },
      { path: 'forgot-password', element: <AuthRedirect type="forgot-password" /> },
      { path: 'auth/:type', element: <AuthRedirect /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
