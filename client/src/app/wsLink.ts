import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getToken, isEndingSession } from '../state/session';
import { notifyLiveConnected, refuseLiveToken } from '../state/liveConnection';
import { reportInvalidSession, SESSION_ENDED_CLOSE_CODE } from '../state/sessionExpired';

const sessionEnded = (event: unknown) =>
  typeof event === 'object' &&
  event !== null &&
  (event as { code?: unknown }).code === SESSION_ENDED_CLOSE_CODE;

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** Loaded on the first subscription (see apollo.ts). */
export function createWsLink(): GraphQLWsLink {
  let socketToken: string | null = null;
  const ws = createClient({
    url: wsUrl(),
    lazy: true,
    // The token is read on every (re)connect, so a new sign-in takes effect without a reload.
    connectionParams: () => {
      socketToken = getToken();
      return socketToken ? { authorization: `Bearer ${socketToken}` } : {};
    },
    retryAttempts: Infinity,
    // Dropped connections come back; a session the server ended does not.
    shouldRetry: (event) => !sessionEnded(event),
    retryWait: async (retries) => {
      const base = Math.min(1000 * 2 ** retries, 30_000);
      await new Promise((r) => setTimeout(r, base / 2 + Math.random() * (base / 2)));
    },
  });
  ws.on('connected', (_socket, _payload, wasRetry) => notifyLiveConnected(wasRetry));
  // The session ended elsewhere (logout on another device, password change or reset, deletion, expiry):
  // 'Sessione scaduta', as for an HTTP request, unless this tab is ending it or has moved on to another.
  ws.on('closed', (event) => {
    if (!sessionEnded(event)) return;
    refuseLiveToken(socketToken);
    if (socketToken !== null && socketToken === getToken() && !isEndingSession(socketToken))
      reportInvalidSession();
  });
  return new GraphQLWsLink(ws);
}
