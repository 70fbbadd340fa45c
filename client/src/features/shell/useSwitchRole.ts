import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { SwitchRoleDocument } from './session.generated';
import { setRole, type SessionRole } from '../../state/session';
import { beginRoleSwitch } from '../../state/roleSwitch';
import { runMutation } from '../../lib/mutationErrors';

/** Switches the session role locally (persisted) and on the server session, then goes where the role lives. */
export function useSwitchRole() {
  const navigate = useNavigate();
  const [switchRole] = useMutation(SwitchRoleDocument);
  return (role: SessionRole, to: string) => {
    beginRoleSwitch(to);
    setRole(role);
    // The local role drives the interface and stays switched; a server that did not follow is said in a
    // toast (the notifications it sends are chosen by the server's copy).
    void runMutation(() => switchRole({ variables: { role } }));
    navigate(to);
  };
}
