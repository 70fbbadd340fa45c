const connectedListeners = new Set<(reconnected: boolean) => void>();

/**
 * Runs on every connection of the live socket; `reconnected` when it comes back after a drop (graphql-ws
 * retrying), when events raised meanwhile are lost: state missed while offline is fetched again.
 */
export function onLiveConnected(listener: (reconnected: boolean) => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

export function notifyLiveConnected(reconnected: boolean): void {
  connectedListeners.forEach((l) => l(reconnected));
}

// The token the gateway last refused: no socket is opened with it again (a new sign-in brings another).
let refusedToken: string | null = null;

export function refuseLiveToken(token: string | null): void {
  refusedToken = token;
}

export const liveRefuses = (token: string | null): boolean => token !== null && token === refusedToken;
