import { createPersistedStore } from '../lib/store';

export type SessionRole = 'HOST' | 'GUEST';

export interface SessionState {
  token: string | null;
  role: SessionRole;
  selectedLocationId: string | null;
}

/** The signed-in session survives reloads: token, chosen role and the host's selected location. */
export const sessionStore = createPersistedStore<SessionState>('festalocation.session', {
  token: null,
  role: 'GUEST',
  selectedLocationId: null,
});

export const getToken = () => sessionStore.get().token;
export const useSession = () => sessionStore.use();

export function signIn(token: string, role: SessionRole, selectedLocationId: string | null = null) {
  sessionStore.set({ token, role, selectedLocationId });
}

export function setRole(role: SessionRole) {
  sessionStore.set((s) => ({ ...s, role }));
}

export function clearSession() {
  sessionStore.reset();
}
