import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from '../../gql/generated';
import { clearSession } from '../../app/session';
import { resetHomeFilters } from '../../app/homeFilters';

/** Ends the server session (best effort), then forgets everything local and goes home. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  return async () => {
    try {
      await logout();
    } catch {
      // An already-ended session is fine: we are logging out anyway.
    }
    clearSession();
    resetHomeFilters();
    await client.clearStore();
    navigate('/');
  };
}
