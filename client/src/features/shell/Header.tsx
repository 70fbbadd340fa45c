import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Link, NavLink, useNavigate } from 'react-router';
import { it } from '../../i18n/it';
import { openAuthDialog } from '../../app/authDialog';
import { Button } from '../../ui';
import { useViewer } from './useViewer';
import { useLogout } from '../auth/useLogout';
import { useSwitchRole } from './useSwitchRole';
import * as s from './Shell.css';

const BLOG_URL = 'https://blog.festalocation.it';

export function Header() {
  const { session, signedIn, viewer, hasLocation, hasUnread } = useViewer();
  const navigate = useNavigate();
  const logout = useLogout();
  const switchRole = useSwitchRole();
  const isHost = signedIn && session.role === 'HOST';
  const initials = (viewer?.user.fullName ?? viewer?.user.email ?? '?')
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase())
    .slice(0, 2)
    .join('');

  const onMenu = (key: React.Key) => {
    switch (key) {
      case 'bookEvent':
        switchRole('GUEST', '/');
        break;
      case 'switchToHost':
        switchRole('HOST', '/dashboard');
        break;
      case 'logout':
        void logout();
        break;
      default:
        navigate(String(key));
    }
  };

  return (
    <header className={s.header}>
      <div className={s.headerInner}>
        <Link to={isHost ? '/dashboard' : '/'} className={s.logo} aria-label={`${it.brand} – ${it.nav.home}`}>
          {it.brand}
        </Link>
        <nav className={s.navLinks} aria-label={it.nav.mainNav}>
          <NavLink to="/" end className={s.navLink}>
            {it.nav.home}
          </NavLink>
          <NavLink to="/about-us" className={s.navLink}>
            {it.nav.aboutUs}
          </NavLink>
          <a href={BLOG_URL} className={s.navLink} target="_blank" rel="noreferrer">
            {it.nav.blog}
          </a>
        </nav>
        <div className={s.headerActions}>
          {!hasLocation && (
            <span className={s.desktopOnly}>
              <Button
                variant="secondary"
                onPress={() => {
                  // A guest without a venue becomes a host and starts creating one.
                  if (!signedIn) openAuthDialog('login', 'HOST');
                  else switchRole('HOST', '/create/location');
                }}
              >
                {it.nav.becomeHost}
              </Button>
            </span>
          )}
          {signedIn ? (
            <MenuTrigger>
              <AriaButton
                className={s.avatarButton}
                aria-label={
                  hasUnread ? `${it.nav.accountMenu}, ${it.nav.newNotifications}` : it.nav.accountMenu
                }
              >
                {viewer?.user.avatarUrl ? (
                  <img src={viewer.user.avatarUrl} alt="" className={s.avatarImg} />
                ) : (
                  initials
                )}
                {hasUnread && <span className={s.dot} data-testid="avatar-dot" aria-hidden="true" />}
              </AriaButton>
              <Popover placement="bottom end">
                <Menu className={s.menu} onAction={onMenu} aria-label={it.nav.accountMenu}>
                  {isHost ? (
                    <>
                      <MenuItem className={s.menuItem} id="/dashboard/quote-requests">
                        {it.nav.requests}
                      </MenuItem>
                      <MenuItem className={s.menuItem} id="/profile/locations">
                        {it.nav.location}
                      </MenuItem>
                    </>
                  ) : (
                    <>
                      <MenuItem className={s.menuItem} id="/search">
                        {it.nav.explore}
                      </MenuItem>
                      <MenuItem className={s.menuItem} id="/todo">
                        {it.nav.todo}
                      </MenuItem>
                    </>
                  )}
                  <MenuItem className={s.menuItem} id="/notifications" textValue={it.nav.notifications}>
                    {it.nav.notifications}
                    {hasUnread && <span className={s.inlineDot} aria-label={it.nav.newNotifications} />}
                  </MenuItem>
                  <MenuItem className={s.menuItem} id="/profile">
                    {it.nav.profile}
                  </MenuItem>
                  {isHost ? (
                    <MenuItem className={s.menuItem} id="bookEvent">
                      {it.nav.bookEvent}
                    </MenuItem>
                  ) : (
                    session.selectedLocationId && (
                      <MenuItem className={s.menuItem} id="switchToHost">
                        {it.nav.switchToHost}
                      </MenuItem>
                    )
                  )}
                  <Separator />
                  <MenuItem className={s.menuItem} id="logout">
                    {it.nav.logout}
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          ) : (
            <AriaButton
              className={s.avatarButton}
              aria-label={it.nav.login}
              onPress={() => openAuthDialog('login', 'GUEST')}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
                />
              </svg>
            </AriaButton>
          )}
        </div>
      </div>
    </header>
  );
}
