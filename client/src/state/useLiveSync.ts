import { useEffect } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { onLiveConnected } from './liveConnection';
import { LiveResyncDocument, ViewerDocument } from './viewer.generated';
import { useSession } from './session';

/**
 * Keeps what a signed-in page shows from live events current when some may have been missed: they are
 * never replayed, but their rows are there. When the socket comes back after a drop (graphql-ws retries
 * with backoff and jitter) or the gateway says its own link dropped (`liveResync`), every query on screen
 * is fetched again: the unread dots, the request lists and their counts, the feed. The first connection
 * fetches the viewer only, for a dot that changed between its query and the socket. Mounted once, in the
 * shell.
 */
export function useLiveSync(): void {
  const client = useApolloClient();
  const signedIn = !!useSession().token;
  useSubscription(LiveResyncDocument, { skip: !signedIn, onData: () => refetchShown(client) });
  useEffect(() => {
    if (!signedIn) return;
    return onLiveConnected((reconnected) => refetchShown(client, !reconnected));
  }, [signedIn, client]);
}

function refetchShown(client: ApolloClient, viewerOnly = false) {
  // A query that fails shows its own error; nothing more to do here.
  client.refetchQueries({ include: viewerOnly ? [ViewerDocument] : 'active' }).catch(() => {});
}
