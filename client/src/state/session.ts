import { createPersistedStore } from './store';
import { forgetSavedPages } from '../lib/pwa';

export type SessionRole = 'HOST' | 'GUEST';

interface SessionState {
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
  // Another person may be signing in on this device: pages saved for offline use are not theirs to see.
  if (sessionStore.get().token !== token) void forgetSavedPages();
  sessionStore.set({ token, role, selectedLocationId });
}

export function setRole(role: SessionRole) {
  sessionStore.set((s) => ({ ...s, role }));
}

/** A host picks the location they manage; managing is a HOST session. */
export function selectLocation(locationId: string) {
  sessionStore.set((s) => ({ ...s, role: 'HOST', selectedLocationId: locationId }));
}

export function clearSession() {
  void forgetSavedPages();
  sessionStore.reset();
}

// The token this tab is ending itself (logout, account deletion): the server's closing of its live
// socket is then expected, not a session expiry to report.
let endingToken: string | null = null;

export function markSessionEnding() {
  endingToken = getToken();
}

export const isEndingSession = (token: string | null) => token !== null && token === endingToken;

/** The device's push token (native wrapper), kept so logout can unregister it. */
const PUSH_KEY = 'festalocation.pushToken';
export const getPushToken = (): string | null => {
  try {
    return localStorage.getItem(PUSH_KEY);
  } catch {
    return null;
  }
};
export const setPushToken = (token: string | null) => {
  try {
    if (token) localStorage.setItem(PUSH_KEY, token);
    else localStorage.removeItem(PUSH_KEY);
  } catch {
    // Storage unavailable: nothing to unregister later.
  }
};
