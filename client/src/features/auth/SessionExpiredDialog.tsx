import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { it } from '../../i18n/it';
import { Button, Dialog, Modal } from '../../ui';
import { dismissSessionExpired, sessionExpiredStore } from '../../state/sessionExpired';
import { clearSession } from '../../state/session';
import { resetHomeFilters } from '../../state/homeFilters';
import { closeAuthDialog } from '../../state/authDialog';

/** Shown once when the server says the session is over; 'Va bene' logs out locally and goes home. */
export function SessionExpiredDialog() {
  const { open } = sessionExpiredStore.use();
  const client = useApolloClient();
  const navigate = useNavigate();
  const confirm = async () => {
    // Home first, in the same render as the sign-out: a page still loading (the dialog can open before
    // it, from the live socket or from a reload) then never mounts signed out and asks to sign in.
    navigate('/');
    clearSession();
    closeAuthDialog();
    resetHomeFilters();
    await client.clearStore();
    dismissSessionExpired();
  };
  return (
    <Modal isOpen={open} isDismissable={false}>
      <Dialog
        role="alertdialog"
        title={it.session.expiredTitle}
        footer={<Button onPress={() => void confirm()}>{it.session.expiredButton}</Button>}
      >
        <p>{it.session.expiredBody}</p>
      </Dialog>
    </Modal>
  );
}
