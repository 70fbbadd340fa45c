import { createPersistedStore } from '../lib/store';
import type { SessionRole } from './session';

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

export type OtpSource = 'REGISTER' | 'FORGOT';

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

// Persisting keeps the dialog open across a reload mid-sign-in (the reset token is kept out, below).
export const authDialogStore = createPersistedStore<AuthDialogState>('festalocation.authDialog', {
  type: null,
  role: 'GUEST',
});

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
