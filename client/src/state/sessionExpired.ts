import type { ErrorCode } from '@festa/domain/errors';
import { createPersistedStore } from './store';

/** Not persisted in practice: only the open flag matters, and it must show once per expired session. */
export const sessionExpiredStore = createPersistedStore<{ open: boolean }>('festalocation.sessionExpired', {
  open: false,
});

/**
 * What the server answers, on every transport, for a session that is over: this code (GraphQL over HTTP,
 * uploads, downloads) or, on the live socket, this close code.
 */
export const SESSION_ENDED_CODE = 'INVALID_SESSION' satisfies ErrorCode;
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The one reaction to a session the server says is over: 'Sessione scaduta', once, whose button signs out
 * locally and goes home (SessionExpiredDialog).
 */
export function reportInvalidSession() {
  if (!sessionExpiredStore.get().open) sessionExpiredStore.set({ open: true });
}

/** Reacts to a code from the server when it says the session is over; whether it did. */
export function reactToServerCode(code: unknown): boolean {
  if (code !== SESSION_ENDED_CODE) return false;
  reportInvalidSession();
  return true;
}

export function dismissSessionExpired() {
  sessionExpiredStore.set({ open: false });
}
