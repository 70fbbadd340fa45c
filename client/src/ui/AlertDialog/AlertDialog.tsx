import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Modal } from '../Dialog/Modal';
import type { FocusTarget } from '../a11y/focusTarget';

export interface AlertDialogProps {
  /** The message; the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
  title?: string;
  closeLabel?: string;
  /** Where focus goes on closing when what opened the message is gone (see `Modal`). */
  returnFocusTo?: FocusTarget;
}

/** A message that must be read and dismissed: the 'Errore' dialogs of the forms. */
export function AlertDialog({
  message,
  onClose,
  title = 'Errore',
  closeLabel = 'OK',
  returnFocusTo,
}: AlertDialogProps) {
  return (
    <Modal
      isOpen={message !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
    >
      <Dialog role="alertdialog" title={title} footer={<Button onPress={onClose}>{closeLabel}</Button>}>
        <p>{message}</p>
      </Dialog>
    </Modal>
  );
}
