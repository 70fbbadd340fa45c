import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { SwitchRoleDocument } from './session.generated';
import { setRole, type SessionRole } from '../../state/session';
import { beginRoleSwitch } from '../../state/roleSwitch';

/** Switches the session role locally (persisted) and on the server session, then goes where the role lives. */
export function useSwitchRole() {
  const navigate = useNavigate();
  const [switchRole] = useMutation(SwitchRoleDocument);
  return (role: SessionRole, to: string) => {
    beginRoleSwitch(to);
    setRole(role);
    switchRole({ variables: { role } }).catch(() => {
      // The local role is what drives the interface; the server copy is a convenience.
    });
    navigate(to);
  };
}
