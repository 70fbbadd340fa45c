import { useQuery, useSubscription } from '@apollo/client/react';
import { ViewerDocument, NotificationAddedDocument } from './viewer.generated';
import { useSession } from './session';

/** The signed-in viewer plus the live unread-notification flag for the current session role. */
export function useViewer() {
  const session = useSession();
  const signedIn = !!session.token;
  const { data, loading, refetch } = useQuery(ViewerDocument, {
    variables: { role: session.role },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(NotificationAddedDocument, {
    variables: { role: session.role },
    skip: !signedIn,
    onData: () => void refetch(),
  });
  const viewer = signedIn ? (data?.viewer ?? null) : null;
  return {
    session,
    signedIn,
    loading,
    viewer,
    hasLocation: viewer?.hasLocation ?? false,
    hasUnread: viewer?.hasUnreadNotifications ?? false,
    refetch,
  };
}
