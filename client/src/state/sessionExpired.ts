import { createPersistedStore } from './store';

/** Not persisted in practice: only the open flag matters, and it must show once per expired session. */
export const sessionExpiredStore = createPersistedStore<{ open: boolean }>('festalocation.sessionExpired', {
  open: false,
});

export function reportInvalidSession() {
  if (!sessionExpiredStore.get().open) sessionExpiredStore.set({ open: true });
}

export function dismissSessionExpired() {
  sessionExpiredStore.set({ open: false });
}
