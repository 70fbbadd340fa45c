import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument, UnregisterPushTokenDocument } from '../../gql/generated';
import { clearSession, getPushToken, markSessionEnding, setPushToken } from '../../app/session';
import { resetHomeFilters } from '../../app/homeFilters';
import { closeAuthDialog } from '../../app/authDialog';

/**
 * Unregisters the device's push token, ends the server session (both best effort), then forgets
 * everything local (session, home filters, the whole Apollo cache) and goes home.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  const [unregister] = useMutation(UnregisterPushTokenDocument);
  return async () => {
    markSessionEnding();
    const push = getPushToken();
    if (push) {
      try {
        await unregister({ variables: { token: push } });
      } catch {
        // Push errors are only logged by the spec; nothing to show.
      }
      setPushToken(null);
    }
    try {
      await logout();
    } catch {
      // An already-ended session is fine: we are logging out anyway.
    }
    clearSession();
    resetHomeFilters();
    closeAuthDialog();
    await client.clearStore();
    navigate('/');
  };
}
