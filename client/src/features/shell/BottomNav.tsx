import { lazy, Suspense } from 'react';
import { Bell, Heart, House, Inbox, PartyPopper, Search, User, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { canSeeHostDashboard } from '@festalocation/domain/policies';
import { it } from '../../i18n/it';
import { openAuthDialog } from '../../state/authDialog';
import { useViewer } from '../../state/useViewer';
import * as s from './Shell.css';

// Signed-in only, and drawn over the icon: loaded after the first page, so its query, subscription and
// strings stay out of the boot chunk every visitor downloads.
const UnreadRequestsDot = lazy(() =>
  import('../conversation/unread').then((m) => ({ default: m.UnreadRequestsDot })),
);

interface Item {
  to: string;
  label: string;
  icon: LucideIcon;
  needsLogin?: boolean;
  isNotifications?: boolean;
}

export function BottomNav() {
  const { session, signedIn, hasUnread } = useViewer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHost = canSeeHostDashboard({ signedIn, role: session.role });
  const items: Item[] = isHost
    ? [
        { to: '/dashboard', label: it.nav.location, icon: House },
        ...(session.selectedLocationId
          ? [{ to: '/dashboard/quote-requests', label: it.nav.requests, icon: Inbox }]
          : []),
        { to: '/notifications', label: it.nav.notifications, icon: Bell, isNotifications: true },
        { to: '/profile', label: it.nav.profile, icon: User },
      ]
    : [
        { to: '/search', label: it.nav.explore, icon: Search },
        { to: '/favorites', label: it.nav.favorites, icon: Heart, needsLogin: true },
        { to: '/todo', label: it.nav.party, icon: PartyPopper, needsLogin: true },
        {
          to: '/notifications',
          label: it.nav.notifications,
          icon: Bell,
          needsLogin: true,
          isNotifications: true,
        },
        { to: '/profile', label: it.nav.profile, icon: User, needsLogin: true },
      ];

  return (
    <nav className={s.bottomNav} aria-label={it.nav.bottomNav}>
      {items.map((item) => {
        const showDot = item.isNotifications && hasUnread && !pathname.startsWith('/notifications');
        const content = (
          <>
            <item.icon aria-hidden="true" size={22} />
            <span>{item.label}</span>
            {showDot && <span className={s.bottomDot} aria-label={it.nav.newNotifications} />}
            {signedIn && item.to === '/dashboard/quote-requests' && !pathname.startsWith(item.to) && (
              <Suspense fallback={null}>
                <UnreadRequestsDot className={s.bottomDot} />
              </Suspense>
            )}
          </>
        );
        if (item.needsLogin && !signedIn) {
          return (
            <button
              key={item.to}
              type="button"
              className={s.bottomItem}
              onClick={() => openAuthDialog('login', 'GUEST')}
            >
              {content}
            </button>
          );
        }
        return (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/dashboard'}
            className={s.bottomItem}
            onClick={(e) => {
              e.preventDefault();
              navigate(item.to);
            }}
          >
            {content}
          </NavLink>
        );
      })}
    </nav>
  );
}
