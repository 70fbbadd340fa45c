import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { getToken } from '../state/session';
import { useBrowserValue } from '../state/store';
import { offlineCopySavedAt } from '../sw/caches';

const noSubscription = () => () => {};

/**
 * Rendered after each page: marks the document live (`html[data-ready]`) once the page is hydrated and
 * has adopted what only the browser knows (its session, remembered filters), so nobody acts on a page
 * still showing the server's view. The server renders every page as a signed-out visitor sees it; a
 * signed-in person's page asks its queries again with the session first (favourites, what only they see).
 */
export function PageLive() {
  const client = useApolloClient();
  const live = useBrowserValue(
    noSubscription,
    () => true,
    () => false,
  );
  const hydrated = useRef(!live);
  useEffect(() => {
    if (!live) return;
    const markLive = () => {
      document.documentElement.dataset.ready = 'true';
    };
    // A copy saved for offline use shows what it showed then: nothing to ask again.
    if (hydrated.current && getToken() && !offlineCopySavedAt(document)) {
      hydrated.current = false;
      // A query that fails shows its own error; the page is live either way.
      client.refetchQueries({ include: 'active' }).then(markLive, markLive);
    } else markLive();
  }, [live, client]);
  return null;
}
