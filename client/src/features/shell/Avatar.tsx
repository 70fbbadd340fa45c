import { it } from '../../i18n/it';
import * as s from './Shell.css';

export interface AvatarProps {
  fullName?: string | null;
  email?: string | null;
  avatarUrl?: string | null;
  hasUnread: boolean;
}

/** The initials the button shows when there is no photo: the first letters of the first two words. */
export const avatarInitials = ({ fullName, email }: Pick<AvatarProps, 'fullName' | 'email'>) =>
  (fullName ?? email ?? '?')
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase())
    .slice(0, 2)
    .join('');

/**
 * The account button's accessible name. It contains what the button shows (the initials, when there is no
 * photo), so a voice-control user who says what they see reaches it (WCAG 2.5.3, Label in Name).
 */
export const accountMenuLabel = (avatar: AvatarProps) => {
  const name = avatar.avatarUrl ? it.nav.accountMenu : `${it.nav.accountMenu} ${avatarInitials(avatar)}`;
  return avatar.hasUnread ? `${name}, ${it.nav.newNotifications}` : name;
};

/** What the account menu button shows: the photo or the initials, plus the unread dot. */
export function AvatarFace(avatar: AvatarProps) {
  return (
    <>
      {avatar.avatarUrl ? (
        <img src={avatar.avatarUrl} alt="" className={s.avatarImg} />
      ) : (
        avatarInitials(avatar)
      )}
      {avatar.hasUnread && <span className={s.dot} data-testid="avatar-dot" aria-hidden="true" />}
    </>
  );
}
