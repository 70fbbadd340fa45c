import { useSearchParams } from 'react-router';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { Button, Dialog, Modal } from '../../ui';

export type ReturnStatus = keyof typeof hostIt.subscription.returns;

/** The `status` the payment provider's return address carries, if it is one this page answers. */
export function useReturnStatus(accepted: readonly ReturnStatus[]): ReturnStatus | null {
  const [search] = useSearchParams();
  const status = search.get('status');
  return accepted.find((s) => s === status) ?? null;
}

/**
 * The message after coming back from the payment provider (`?status=success|setup|cancel`). Closing it
 * drops the return parameters, replacing the history entry, so a reload or Back does not show it again.
 */
export function ReturnDialog({ accepted }: { accepted: readonly ReturnStatus[] }) {
  const status = useReturnStatus(accepted);
  const [, setSearch] = useSearchParams();
  const close = () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('status');
        next.delete('location');
        return next;
      },
      { replace: true },
    );
  const text = status ? hostIt.subscription.returns[status] : null;
  return (
    <Modal isOpen={text !== null} onOpenChange={(open) => !open && close()}>
      <Dialog
        role={status === 'cancel' ? 'alertdialog' : 'dialog'}
        title={text?.title}
        footer={<Button onPress={close}>{hostIt.subscription.ok}</Button>}
      >
        <p>{text?.body}</p>
      </Dialog>
    </Modal>
  );
}
