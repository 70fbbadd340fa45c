import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument, UnregisterPushTokenDocument } from '../features/shell/session.generated';
import { clearSession, getPushToken, markSessionEnding, setPushToken } from '../state/session';
import { resetHomeFilters } from '../state/homeFilters';
import { closeAuthDialog } from '../state/authDialog';

/**
 * Unregisters the device's push token, ends the server session (both best effort), then forgets
 * everything local (session, home filters, the whole Apollo cache) and goes home. After an account
 * deletion the server session is already gone: calling the server with its token would only be answered
 * INVALID_SESSION, which reads as 'Sessione scaduta'; `{ serverEnded: true }` forgets it locally only.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  const [unregister] = useMutation(UnregisterPushTokenDocument);
  return async ({ serverEnded = false }: { serverEnded?: boolean } = {}) => {
    // The socket closing as 'session ended' is expected from here on: no 'Sessione scaduta' for it.
    markSessionEnding();
    // Local first: nothing sent from here on carries the ended session's token.
    if (serverEnded) return forget();
    const push = getPushToken();
    if (push) {
      try {
        await unregister({ variables: { token: push } });
      } catch {
        // A push token that cannot be unregistered is only logged; nothing to show.
      }
      setPushToken(null);
    }
    try {
      await logout();
    } catch {
      // An already-ended session is fine: we are logging out anyway.
    }
    await forget();
  };
  async function forget() {
    setPushToken(null);
    clearSession();
    resetHomeFilters();
    closeAuthDialog();
    await client.clearStore();
    navigate('/');
  }
}
