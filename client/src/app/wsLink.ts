import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getToken } from './session';
import { notifyLiveConnected } from './liveConnection';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** Loaded on the first subscription (see apollo.ts). */
export function createWsLink(): GraphQLWsLink {
  const ws = createClient({
    url: wsUrl(),
    lazy: true,
    // The token is read on every (re)connect, so a new sign-in takes effect without a reload.
    connectionParams: () => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      const base = Math.min(1000 * 2 ** retries, 30_000);
      await new Promise((r) => setTimeout(r, base / 2 + Math.random() * (base / 2)));
    },
  });
  ws.on('connected', notifyLiveConnected);
  return new GraphQLWsLink(ws);
}
