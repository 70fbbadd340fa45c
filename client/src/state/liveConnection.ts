const connectedListeners = new Set<() => void>();

/** Runs on every (re)connection of the live socket: state missed while offline is fetched again. */
export function onLiveConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

export function notifyLiveConnected(): void {
  connectedListeners.forEach((l) => l());
}

/** The close code the gateway uses for a socket whose session ended (or was never valid). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

// The token the gateway last refused: no socket is opened with it again (a new sign-in brings another).
let refusedToken: string | null = null;

export function refuseLiveToken(token: string | null): void {
  refusedToken = token;
}

export const liveRefuses = (token: string | null): boolean => token !== null && token === refusedToken;
