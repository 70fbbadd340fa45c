import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { getToken } from '../state/session';
import { reactToServerCode } from '../state/sessionExpired';
import { liveRefuses } from '../state/liveConnection';

interface AppApollo {
  client: ApolloClient;
}

/**
 * The WebSocket client (graphql-ws) is only needed once something subscribes (signed-in features), so
 * it is loaded then, keeping it out of the first page's JavaScript.
 */
function lazySubscriptionLink(): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) => {
    // The server ended this session: no new socket for it ('Sessione scaduta' is already showing).
    if (liveRefuses(getToken())) return new Observable((observer) => observer.complete());
    link ??= import('./wsLink').then((m) => m.createWsLink());
    return new Observable((observer) => {
      let inner: { unsubscribe(): void } | null = null;
      let closed = false;
      link!.then(
        (ws) => {
          if (!closed) inner = ws.request(operation, forward).subscribe(observer);
        },
        (err: unknown) => observer.error(err),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}

export function createApollo(): AppApollo {
  const auth = new SetContextLink((prev) => {
    const token = getToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });

  const errors = new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error)) error.errors.some((e) => reactToServerCode(e.extensions?.code));
  });

  const http = new HttpLink({ uri: '/graphql' });
  const split = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    lazySubscriptionLink(),
    ApolloLink.from([auth, http]),
  );

  const client = new ApolloClient({ link: ApolloLink.from([errors, split]), cache: createCache() });
  return { client };
}

/** The cache and its merge rules, shared by the browser and the server renderer. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
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
  });
}
