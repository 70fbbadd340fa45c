import { authDialogStore, closeAuthDialog } from '../../app/authDialog';
import { Dialog, Modal } from '../../ui';
import { it } from '../../i18n/it';
import { LoginForm } from './LoginForm';

/** The one place authentication dialogs open from, whatever opened them (route, menu, guard). */
export function AuthDialogs() {
  const state = authDialogStore.use();
  return (
    <Modal isOpen={state.type !== null} onOpenChange={(open) => !open && closeAuthDialog()} isDismissable>
      {state.type === 'login' && (
        <Dialog title={it.auth.loginTitle}>
          <LoginForm role={state.role} />
        </Dialog>
      )}
      {state.type === 'register' && (
        <Dialog title={it.auth.register}>
          <p>{it.placeholder.text}</p>
        </Dialog>
      )}
      {state.type === 'forgot-password' && (
        <Dialog title="Recupera password">
          <p>{it.placeholder.text}</p>
        </Dialog>
      )}
    </Modal>
  );
}
