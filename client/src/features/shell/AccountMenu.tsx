import { useEffect, useRef } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { it } from '../../i18n/it';
import { useLogout } from '../../lib/useLogout';
import { useSwitchRole } from './useSwitchRole';
import { AvatarFace, accountMenuLabel, type AvatarProps } from './Avatar';
import { UnreadRequestsDot } from '../conversation/unread';
import * as s from './Shell.css';

/** What happened to the placeholder button while this module was loading. */
export interface AccountMenuHandoff {
  focused: boolean;
  pressed: boolean;
}

interface AccountMenuProps extends AvatarProps {
  isHost: boolean;
  canSwitchToHost: boolean;
  /** A guest account with no location yet: the menu offers 'Diventa HOST' (to the creation flow). */
  canBecomeHost: boolean;
  /** A platform administrator: the menu offers 'Amministrazione' (the console at /admin). */
  isAdmin?: boolean;
  handoff: AccountMenuHandoff;
}

/** The signed-in account menu (its own chunk: signed-out visitors never load react-aria's menus). */
/** The first two items of the menu, by session role: [path, label]. */
const HOST_ITEMS = [
  ['/dashboard/quote-requests', it.nav.requests],
  ['/profile/locations', it.nav.location],
] as const;
const GUEST_ITEMS = [
  ['/search', it.nav.explore],
  ['/todo', it.nav.todo],
] as const;

export function AccountMenu({
  isHost,
  canSwitchToHost,
  canBecomeHost,
  isAdmin = false,
  handoff,
  ...avatar
}: AccountMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const switchRole = useSwitchRole();
  const trigger = useRef<HTMLButtonElement>(null);

  // The placeholder was focused or pressed before this loaded: carry on from here.
  useEffect(() => {
    if (handoff.pressed) trigger.current?.click();
    else if (handoff.focused) trigger.current?.focus();
    handoff.pressed = handoff.focused = false;
  }, [handoff]);

  const onMenu = (key: React.Key) => {
    switch (key) {
      case 'bookEvent':
        switchRole('GUEST', '/');
        break;
      case 'switchToHost':
        switchRole('HOST', '/dashboard');
        break;
      case 'becomeHost':
        switchRole('HOST', '/create/location');
        break;
      case 'logout':
        void logout();
        break;
      default:
        navigate(String(key));
    }
  };

  return (
    <MenuTrigger>
      <AriaButton ref={trigger} className={s.avatarButton} aria-label={accountMenuLabel(avatar)}>
        <AvatarFace {...avatar} />
      </AriaButton>
      <Popover placement="bottom end">
        {/* Every item is keyed by its id: the host and guest items sit in the same places, and without a key
            React would hand the host's item to the guest's id, which react-aria's collection refuses
            ("Cannot change the id of an item") and the whole page unmounts. */}
        <Menu className={s.menu} onAction={onMenu} aria-label={it.nav.accountMenu}>
          {(isHost ? HOST_ITEMS : GUEST_ITEMS).map(([path, label]) => (
            <MenuItem key={path} className={s.menuItem} id={path} textValue={label}>
              {label}
              {path === '/dashboard/quote-requests' && <UnreadRequestsDot />}
            </MenuItem>
          ))}
          <MenuItem
            key="/notifications"
            className={s.menuItem}
            id="/notifications"
            textValue={it.nav.notifications}
          >
            {it.nav.notifications}
            {avatar.hasUnread && <span className={s.inlineDot} aria-label={it.nav.newNotifications} />}
          </MenuItem>
          <MenuItem key="/profile" className={s.menuItem} id="/profile">
            {it.nav.profile}
          </MenuItem>
          {isAdmin && (
            <MenuItem key="/admin" className={s.menuItem} id="/admin">
              {it.admin.navItem}
            </MenuItem>
          )}
          {isHost ? (
            <MenuItem key="bookEvent" className={s.menuItem} id="bookEvent">
              {it.nav.bookEvent}
            </MenuItem>
          ) : canSwitchToHost ? (
            <MenuItem key="switchToHost" className={s.menuItem} id="switchToHost">
              {it.nav.switchToHost}
            </MenuItem>
          ) : (
            canBecomeHost && (
              <MenuItem key="becomeHost" className={s.menuItem} id="becomeHost">
                {it.nav.becomeHost}
              </MenuItem>
            )
          )}
          <Separator />
          <MenuItem key="logout" className={s.menuItem} id="logout">
            {it.nav.logout}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
