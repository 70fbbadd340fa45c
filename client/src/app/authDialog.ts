import { createPersistedStore } from '../lib/store';
import type { SessionRole } from './session';

export type AuthDialogType = 'login' | 'register' | 'forgot-password';

export interface AuthDialogState {
  type: AuthDialogType | null;
  role: SessionRole;
  email?: string;
}

// Persisting is harmless and keeps the dialog open across a reload mid-sign-in.
export const authDialogStore = createPersistedStore<AuthDialogState>('festalocation.authDialog', {
  type: null,
  role: 'GUEST',
});

export const openAuthDialog = (type: AuthDialogType, role: SessionRole = 'GUEST', email?: string) =>
  authDialogStore.set({ type, role, email });
export const closeAuthDialog = () => authDialogStore.set({ type: null, role: 'GUEST' });
