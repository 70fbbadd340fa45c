import { it } from '../../i18n/it';
import * as s from './Shell.css';

export interface AvatarProps {
  fullName?: string | null;
  email?: string | null;
  avatarUrl?: string | null;
  hasUnread: boolean;
}

export const accountMenuLabel = (hasUnread: boolean) =>
  hasUnread ? `${it.nav.accountMenu}, ${it.nav.newNotifications}` : it.nav.accountMenu;

/** What the account menu button shows: the photo or the initials, plus the unread dot. */
export function AvatarFace({ fullName, email, avatarUrl, hasUnread }: AvatarProps) {
  const initials = (fullName ?? email ?? '?')
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <>
      {avatarUrl ? <img src={avatarUrl} alt="" className={s.avatarImg} /> : initials}
      {hasUnread && <span className={s.dot} data-testid="avatar-dot" aria-hidden="true" />}
    </>
  );
}
