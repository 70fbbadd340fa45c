import { createContext, lazy, useContext, useEffect } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import { Root } from './Root';
import { useSession } from '../state/session';
import { openAuthDialog, type AuthDialogType } from '../state/authDialog';
import { isLeavingForRoleSwitch } from '../state/roleSwitch';
import { rememberReturnTo } from '../state/returnTo';
import { canSeeHostDashboard } from '@festa/domain/policies';
import { it } from '../i18n/it';

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

/**
 * A signed-out visitor on a host's page (a link from an e-mail or a push): the host sign-in opens over the
 * home page, and signing in lands on the page asked for.
 */
function SignInFirst({ to }: { to: string }) {
  useEffect(() => {
    rememberReturnTo(to);
    openAuthDialog('login', 'HOST');
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Navigate to="/" replace />;
}

/** A HOST session belongs on the dashboard, a guest one never does. */
function HostOnly({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session.token) return <SignInFirst to={pathname + search} />;
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

type PageModule = { default: React.ComponentType; ready?: () => Promise<unknown> };

// Every page module, keyed by its path from the client root: the same path is its key in Vite's build
// manifest, which is how the server finds the code of the pages it rendered (see `RenderedPages`).
const PAGE_MODULES = import.meta.glob<PageModule>('/src/app/pages/*.tsx');

/** Collects, during one server render, the manifest keys of the pages rendered, so their code is preloaded. */
export const RenderedPages = createContext<Set<string> | null>(null);

/**
 * A page whose code loads with its first visit. The same tree renders on the server (which waits for the
 * lazy pages) and hydrates in the browser, where a page whose code has not arrived yet keeps its server
 * HTML. A page's `ready`, when it has one, is awaited too: on a desktop, what a phone loads only on demand
 * (the search filters, the quote form) comes with the page.
 */
function page(name: string) {
  const source = `/src/app/pages/${name}.tsx`;
  const load = PAGE_MODULES[source];
  if (!load) throw new Error(`no page module ${source}`);
  const Lazy = lazy(() => load().then(async (m) => (await m.ready?.(), m)));
  function Page() {
    useContext(RenderedPages)?.add(source.slice(1));
    return <Lazy />;
  }
  return Page;
}

const Home = page('home');
const Dashboard = page('dashboard');
const Location = page('location');
const Search = page('search');
const Favorites = page('favorites');
const Todo = page('todo');
const Notifications = page('notifications');
const Profile = page('profile');
const CreateLocation = page('createLocation');
const Subscription = page('subscription');
const About = page('about');
const Terms = page('terms');
const Privacy = page('privacy');
const Accessibility = page('accessibility');
const Admin = page('admin');

/**
 * What a route says of itself: whether the gateway renders it (the pages a signed-out visitor sees as
 * everyone does, see `isServerRendered`) and its document title, the same on the server and in the browser
 * (`routeTitle`). A page whose title is its content's (a location) has none here and sets its own.
 */
interface RouteHandle {
  serverRendered?: boolean;
  title?: string;
}
const ssr = (title?: string): RouteHandle => ({ serverRendered: true, title });
const titled = (title: string): RouteHandle => ({ title });
const t = it.a11y.titles;

const routeTree = (
  <Route path="/" element={<Root titleOf={routeTitle} />}>
    <Route
      index
      handle={ssr(it.meta.title)}
      element={
        <GuestHome>
          <Home />
        </GuestHome>
      }
    />
    <Route path="search" handle={ssr(t.search)} element={<Search />} />
    <Route path="favorites" handle={ssr(t.favorites)} element={<Favorites />} />
    <Route path="todo/:id?" handle={titled(t.todo)} element={<Todo />} />
    <Route path="notifications" handle={titled(t.notifications)} element={<Notifications />} />
    <Route path="profile/:sectionId?/:subentityId?" handle={titled(t.profile)} element={<Profile />} />
    <Route path="location/:locationSlug" handle={ssr()} element={<Location />} />
    <Route path="location/:locationSlug/ambient/:ambientSlug" handle={ssr()} element={<Location />} />
    <Route path="location/:locationSlug/service/:serviceSlug" handle={ssr()} element={<Location />} />
    <Route path="create/location" handle={titled(t.createLocation)} element={<CreateLocation />} />
    <Route path="subscription/:locationId" handle={titled(t.subscription)} element={<Subscription />} />
    <Route path="about-us" handle={ssr(t.aboutUs)} element={<About />} />
    <Route path="terms-and-conditions" handle={ssr(t.terms)} element={<Terms />} />
    <Route path="privacy-policy" handle={ssr(t.privacy)} element={<Privacy />} />
    <Route path="accessibility-declaration" handle={ssr(t.accessibility)} element={<Accessibility />} />
    <Route
      path="dashboard/:sectionId?/:subentityId?"
      handle={titled(t.dashboard)}
      element={
        <HostOnly>
          <Dashboard />
        </HostOnly>
      }
    />
    {/* The moderation console: AdminPage lets administrators in (the gateway refuses anyone else too). */}
    <Route path="admin/*" handle={titled(t.admin)} element={<Admin />} />
    <Route path="login" element={<AuthRedirect type="login" />} />
    <Route path="register" element={<AuthRedirect type="register" />} />
    <Route path="forgot-password" element={<AuthRedirect type="forgot-password" />} />
    <Route path="auth/:type" element={<AuthRedirect />} />
    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>
);

const routeObjects = createRoutesFromElements(routeTree);
const handleOf = (pathname: string) =>
  matchRoutes(routeObjects, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;

/** Whether the gateway renders this path's page (the others are served as the shell and render here). */
export function isServerRendered(pathname: string): boolean {
  return handleOf(pathname)?.serverRendered === true;
}

/** The document title of this path's page; null when the page names itself (a location). */
export function routeTitle(pathname: string): string | null {
  const handle = handleOf(pathname);
  if (!handle) return it.meta.title;
  return handle.title ?? (handle.serverRendered ? null : it.meta.title);
}

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}
