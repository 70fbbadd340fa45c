import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { getToken } from './session';
import { reportInvalidSession } from './sessionExpired';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

const connectedListeners = new Set<() => void>();

/** Runs on every (re)connection of the live socket: state missed while offline is fetched again. */
export function onLiveConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

export interface AppApollo {
  client: ApolloClient;
  ws: Client;
}

export function createApollo(): AppApollo {
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

  ws.on('connected', () => connectedListeners.forEach((l) => l()));

  const auth = new SetContextLink((prev) => {
    const token = getToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });

  const errors = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'INVALID_SESSION')
    ) {
      reportInvalidSession();
    }
  });

  const http = new HttpLink({ uri: '/graphql' });
  const split = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(ws),
    ApolloLink.from([auth, http]),
  );

  const client = new ApolloClient({
    link: ApolloLink.from([errors, split]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            favorites: {
              keyArgs: false,
              merge(existing: { items: unknown[] } | undefined, incoming: { items: unknown[] }, { args }) {
                if (!args?.after || !existing) return incoming;
                return { ...incoming, items: [...existing.items, ...incoming.items] };
              },
            },
            searchLocations: {
              keyArgs: ['filters'],
              merge(existing: { items: unknown[] } | undefined, incoming: { items: unknown[] }, { args }) {
                if (!args?.after || !existing) return incoming;
                return { ...incoming, items: [...existing.items, ...incoming.items] };
              },
            },
          },
        },
      },
    }),
  });
  return { client, ws };
}
