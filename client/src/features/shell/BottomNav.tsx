import { NavLink, useLocation, useNavigate } from 'react-router';
import { it } from '../../i18n/it';
import { openAuthDialog } from '../../state/authDialog';
import { useViewer } from '../../state/useViewer';
import * as s from './Shell.css';

interface Item {
  to: string;
  label: string;
  icon: string;
  needsLogin?: boolean;
  isNotifications?: boolean;
}

const ICONS: Record<string, string> = {
  search:
    'M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2Zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z',
  heart:
    'M12 21s-7-4.4-9.3-8.6C1 9.2 2.6 5 6.5 5c2 0 3.4 1.1 4.1 2.2h.8C12.1 6.1 13.5 5 15.5 5c3.9 0 5.5 4.2 3.8 7.4C19 16.6 12 21 12 21Z',
  party: 'M4 20 9 5l10 10-15 5Zm11-16 1-2m3 5 2-1m-5-1 3-3',
  bell: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3h-3v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z',
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3V11Z',
  inbox: 'M3 5h18v14H3V5Zm2 2v6h4l1 2h4l1-2h4V7H5Z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

export function BottomNav() {
  const { session, signedIn, hasUnread } = useViewer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHost = signedIn && session.role === 'HOST';
  const items: Item[] = isHost
    ? [
        { to: '/dashboard', label: it.nav.location, icon: ICONS.home! },
        ...(session.selectedLocationId
          ? [{ to: '/dashboard/quote-requests', label: it.nav.requests, icon: ICONS.inbox! }]
          : []),
        { to: '/notifications', label: it.nav.notifications, icon: ICONS.bell!, isNotifications: true },
        { to: '/profile', label: it.nav.profile, icon: ICONS.user! },
      ]
    : [
        { to: '/search', label: it.nav.explore, icon: ICONS.search! },
        { to: '/favorites', label: it.nav.favorites, icon: ICONS.heart!, needsLogin: true },
        { to: '/todo', label: it.nav.party, icon: ICONS.party!, needsLogin: true },
        {
          to: '/notifications',
          label: it.nav.notifications,
          icon: ICONS.bell!,
          needsLogin: true,
          isNotifications: true,
        },
        { to: '/profile', label: it.nav.profile, icon: ICONS.user!, needsLogin: true },
      ];

  return (
    <nav className={s.bottomNav} aria-label={it.nav.bottomNav}>
      {items.map((item) => {
        const showDot = item.isNotifications && hasUnread && !pathname.startsWith('/notifications');
        const content = (
          <>
            <Icon path={item.icon} />
            <span>{item.label}</span>
            {showDot && <span className={s.bottomDot} aria-label={it.nav.newNotifications} />}
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
