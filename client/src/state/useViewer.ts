import { ViewerDocument } from './viewer.generated';
import { useNotifiedQuery } from './useNotifiedQuery';

/** The signed-in viewer plus the live unread-notification flag for the current session role. */
export function useViewer() {
  const { session, signedIn, data, loading, refetch } = useNotifiedQuery(ViewerDocument);
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
