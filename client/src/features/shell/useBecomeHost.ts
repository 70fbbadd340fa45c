import { openAuthDialog } from '../../state/authDialog';
import { useSession } from '../../state/session';
import { useSwitchRole } from './useSwitchRole';

/**
 * 'Diventa HOST' (header button and home banner): a signed-in guest switches to host and starts creating a
 * location; a signed-out visitor gets the login dialog in the host role.
 */
export function useBecomeHost() {
  const session = useSession();
  const switchRole = useSwitchRole();
  return () => {
    if (!session.token) openAuthDialog('login', 'HOST');
    else switchRole('HOST', '/create/location');
  };
}
