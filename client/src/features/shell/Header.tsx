import { User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { canOfferBecomeHost, canSeeHostDashboard, canSwitchToHost } from '@festalocation/domain/policies';
import { it } from '../../i18n/it';
import { openAuthDialog } from '../../state/authDialog';
import { NativeButton } from '../../ui';
import { useViewer } from '../../state/useViewer';
import { useBecomeHost } from './useBecomeHost';
import { AvatarFace, accountMenuLabel } from './Avatar';
import type { AccountMenuHandoff } from './AccountMenu';
import * as s from './Shell.css';

// Only signed-in people have an account menu: its code (react-aria's menus, popovers, selection) loads
// with the session, not with every first page.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

const BLOG_URL = 'https://blog.festalocation.it';

export function Header() {
  const { session, signedIn, viewer, hasLocation, hasUnread } = useViewer();
  const becomeHost = useBecomeHost();
  const [handoff] = useState<AccountMenuHandoff>(() => ({ focused: false, pressed: false }));
  const isHost = canSeeHostDashboard({ signedIn, role: session.role });
  const avatar = {
    fullName: viewer?.user.fullName,
    email: viewer?.user.email,
    avatarUrl: viewer?.user.avatarUrl,
    hasUnread,
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
          {canOfferBecomeHost({ hasLocation }) && (
            <span className={s.desktopOnly}>
              <NativeButton variant="secondary" onClick={becomeHost}>
                {it.nav.becomeHost}
              </NativeButton>
            </span>
          )}
          {signedIn ? (
            <Suspense
              fallback={
                // Looks and reads like the menu button; what it receives is replayed once the menu loads.
                <button
                  type="button"
                  className={s.avatarButton}
                  aria-label={accountMenuLabel(avatar)}
                  aria-haspopup="true"
                  aria-expanded="false"
                  onFocus={() => (handoff.focused = true)}
                  onBlur={() => (handoff.focused = false)}
                  onClick={() => (handoff.pressed = true)}
                >
                  <AvatarFace {...avatar} />
                </button>
              }
            >
              <AccountMenu
                {...avatar}
                isHost={isHost}
                canSwitchToHost={canSwitchToHost({ signedIn, ...session })}
                canBecomeHost={viewer != null && canOfferBecomeHost({ hasLocation })}
                isAdmin={viewer?.user.isAdmin ?? false}
                handoff={handoff}
              />
            </Suspense>
          ) : (
            <button
              type="button"
              className={s.avatarButton}
              aria-label={it.nav.login}
              onClick={() => openAuthDialog('login', 'GUEST')}
            >
              <User aria-hidden="true" size={20} />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
