import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, NavLink, useLocation, useParams } from 'react-router';
import { ProfileDocument, type ProfileQuery } from './profile.generated';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { dataStrings as dataIt } from '../../i18n/it.data';
import { Skeleton, useIsDesktop } from '../../ui';
import { openAuthDialog } from '../../state/authDialog';
import { sessionStore, useSession, type SessionRole } from '../../state/session';
import { OwnLocations } from '../hostLocations/OwnLocations';
import { GuestQuoteRequests } from '../quotes/GuestQuoteRequests';
import { QuoteRequestDetail } from '../quotes/QuoteRequestDetail';
import { AccountSection } from './AccountSection';
import { DataSection } from './DataSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import * as s from './Profile.css';
import { rememberReturnTo } from '../../state/returnTo';

interface Entry {
  id: string;
  label: string;
  to: string;
  mobileOnly?: boolean;
}

function entries(role: SessionRole): Entry[] {
  return [
    { id: 'account', label: accountIt.profile.account, to: '/profile/account' },
    role === 'HOST'
      ? { id: 'locations', label: accountIt.profile.locations, to: '/profile/locations' }
      : { id: 'quote-requests', label: accountIt.profile.quoteRequests, to: '/profile/quote-requests' },
    { id: 'notifications', label: accountIt.profile.notifications, to: '/profile/notifications' },
    { id: 'password', label: accountIt.profile.password, to: '/profile/password' },
    { id: 'data', label: dataIt.menu, to: '/profile/data' },
    {
      id: 'terms',
      label: accountIt.profile.terms,
      to: '/terms-and-conditions?from=profile',
      mobileOnly: true,
    },
    { id: 'privacy', label: accountIt.profile.privacy, to: '/privacy-policy?from=profile', mobileOnly: true },
  ];
}

type Viewer = NonNullable<ProfileQuery['viewer']>;

function LocationsSection({ viewer }: { viewer: Viewer }) {
  const session = useSession();
  return (
    <section className={s.section}>
      <h1 style={{ margin: 0 }}>{accountIt.profile.locations}</h1>
      <OwnLocations locations={viewer.locations} selectedId={session.selectedLocationId} />
    </section>
  );
}

/** `/profile/{section}`: desktop shows a side menu and goes to 'account' by default; mobile lists the entries. */
export function ProfilePage() {
  const { sectionId, subentityId } = useParams();
  // Read while rendering: the redirect home below runs (in its own effect) before this page's effect.
  const { pathname, search } = useLocation();
  const session = useSession();
  const isDesktop = useIsDesktop();
  const { data, loading } = useQuery(ProfileDocument, {
    skip: !session.token,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    // Only a signed-out arrival asks to sign in; signing out here just leaves the page.
    if (!sessionStore.get().token) {
      // A link to a page of the profile (an e-mail's, a push's) opens it once signed in.
      rememberReturnTo(pathname + search);
      openAuthDialog('login', 'GUEST');
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!session.token) return <Navigate to="/" replace />;
  const list = entries(session.role);
  const visible = list.filter((e) => !e.mobileOnly || !isDesktop);
  if (!sectionId && isDesktop) return <Navigate to="/profile/account" replace />;
  const known = list.some(
    (e) => e.id === sectionId && !e.to.startsWith('/terms') && !e.to.startsWith('/privacy'),
  );
  if (sectionId && !known) return <Navigate to="/profile/account" replace />;
  const viewer = data?.viewer;

  const menu = (
    <nav aria-label={accountIt.profile.sections} className={s.nav}>
      {visible.map((e) => (
        <NavLink key={e.id} to={e.to} className={s.navLink}>
          {e.label}
        </NavLink>
      ))}
    </nav>
  );
  if (!sectionId) {
    return (
      <div className={s.layout}>
        <h1 style={{ margin: 0 }}>{accountIt.profile.title}</h1>
        {menu}
      </div>
    );
  }
  let content: React.ReactNode = <Skeleton variant="text" />;
  if (viewer) {
    if (sectionId === 'account') content = <AccountSection key={viewer.user.id} user={viewer.user} />;
    else if (sectionId === 'notifications')
      content = <NotificationsSection key={session.role} user={viewer.user} role={session.role} />;
    else if (sectionId === 'password') content = <PasswordSection />;
    else if (sectionId === 'data') content = <DataSection />;
    else if (sectionId === 'locations') content = <LocationsSection viewer={viewer} />;
    else if (sectionId === 'quote-requests')
      content = subentityId ? (
        <QuoteRequestDetail key={subentityId} id={subentityId} listHref="/profile/quote-requests" />
      ) : (
        <GuestQuoteRequests />
      );
  } else if (!loading) content = null;
  // The section comes first, the side menu after it (placed on the left by the grid): from the page's top,
  // its skip link or its heading, the next Tab is in the section, not in five menu links.
  return (
    <div className={s.layout}>
      <div className={s.content}>{content}</div>
      {isDesktop && menu}
    </div>
  );
}
