import { createMemoryStore } from './store';
import { getToken, type SessionRole } from './session';

export type AuthDialogType =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'otp'
  | 'reset-password'
  | 'password-changed'
  | 'complete-registration'
  | 'avatar-upload'
  | 'consent'
  | 'welcome';

/** Dialogs the user cannot dismiss: they either finish them or log out. */
export const FORCED_DIALOGS: readonly AuthDialogType[] = ['complete-registration', 'consent'];

type OtpSource = 'REGISTER' | 'FORGOT';

export interface AuthDialogState {
  type: AuthDialogType | null;
  role: SessionRole;
  email?: string;
  source?: OtpSource;
  /** Epoch ms after which a new code may be requested (mirrors the server's 60 s). */
  resendAt?: number;
  /** The welcome dialog shows the early-bird variant for a FREE_FOREVER first location. */
  earlyBird?: boolean;
}

/** Dialogs that belong to the session rather than to a page: they stay open across navigations. */
const SESSION_DIALOGS: readonly AuthDialogType[] = [...FORCED_DIALOGS, 'avatar-upload', 'welcome'];

const CLOSED: AuthDialogState = { type: null, role: 'GUEST' };

/**
 * A dialog belongs to the page it was opened on: its state lives in memory and in that page's history
 * entry (`history.state`), never in storage shared by every page and tab. A reload mid-sign-in keeps it
 * (same entry), Back leaves it behind with its page, a new tab starts without it.
 */
export const authDialogStore = createMemoryStore<AuthDialogState>(CLOSED);

const ENTRY_FIELD = 'festalocation.authDialog';

function readEntry(): AuthDialogState | null {
  const saved = (window.history.state as Record<string, unknown> | null)?.[ENTRY_FIELD];
  return saved && typeof saved === 'object' ? { ...CLOSED, ...(saved as Partial<AuthDialogState>) } : null;
}

/** react-router's key of the current entry: a page's own entry and its dialogs' entries share it. */
const routerKey = () => (window.history.state as { key?: unknown } | null)?.key;
let writtenKey: unknown;

/** Mirrors the dialog into the current history entry (beside react-router's own fields). */
function writeEntry(state: AuthDialogState) {
  const { [ENTRY_FIELD]: _previous, ...rest } =
    (window.history.state as Record<string, unknown> | null) ?? {};
  writtenKey = routerKey();
  try {
    window.history.replaceState(state.type ? { ...rest, [ENTRY_FIELD]: state } : rest, '');
  } catch {
    // History unavailable or throttled: the dialog still works for this page view.
  }
}

if (typeof window !== 'undefined') {
  authDialogStore.subscribe(() => writeEntry(authDialogStore.get()));
  // Back or Forward between a page's entry and its open dialog's (ui/Dialog/dialogHistory) stays on the
  // page: the entry now current takes the dialog as it is, so a reload there does not reopen a closed one.
  window.addEventListener('popstate', () => {
    if (routerKey() === writtenKey) writeEntry(authDialogStore.get());
  });
  try {
    // Earlier versions kept the dialog in localStorage, where it followed the user to every page and tab.
    localStorage.removeItem(ENTRY_FIELD);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}

/**
 * After every committed navigation. A redirect (REPLACE, e.g. /login → /) keeps the page's dialog; a new
 * page (PUSH) closes it; Back, Forward and a reload (POP) show what that entry had. Dialogs of the session
 * (completing the profile, consents, avatar, welcome) stay whatever the navigation.
 */
export function syncAuthDialogWithHistory(action: 'PUSH' | 'REPLACE' | 'POP') {
  const current = authDialogStore.get();
  if (action === 'REPLACE') return writeEntry(current);
  const saved = action === 'POP' ? readEntry() : null;
  // A sign-in dialog saved before signing in has nothing left to do.
  if (saved?.type && (SESSION_DIALOGS.includes(saved.type) || !getToken())) {
    authDialogStore.set(saved);
  } else if (current.type && !SESSION_DIALOGS.includes(current.type)) {
    closeAuthDialog();
  } else {
    writeEntry(current);
  }
}

// Memory only: a reset token must not outlive the page.
let resetToken: string | null = null;
export const getResetToken = () => resetToken;
export function openResetPassword(token: string, role: SessionRole) {
  resetToken = token;
  authDialogStore.set({ type: 'reset-password', role });
}

export const openAuthDialog = (
  type: AuthDialogType,
  role: SessionRole = 'GUEST',
  email?: string,
  extra: Partial<AuthDialogState> = {},
) => authDialogStore.set({ type, role, email, ...extra });

export const closeAuthDialog = () => {
  resetToken = null;
  authDialogStore.set({ type: null, role: 'GUEST' });
};
