import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Modal } from '../Dialog/Modal';
import { TextField } from '../TextField/TextField';
import * as styles from './ConfirmDialog.css';
import type { FocusTarget } from '../a11y/focusTarget';

export interface ConfirmDialogProps {
  /** Controlled open state (omit inside a `DialogTrigger`). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Style of the confirm button (default 'danger' when a safe word is required, else 'primary'). */
  variant?: 'primary' | 'danger';
  /** The user must type this word (e.g. 'ELIMINA') before confirming. */
  safeConfirmWord?: string;
  /** Holds the confirm button back, e.g. while what the action would affect is still being looked up. */
  isConfirmDisabled?: boolean;
  /**
   * Called on confirm. If it returns a promise the button shows a spinner and the dialog closes when
   * it resolves; if it rejects the dialog stays open (report the error yourself, e.g. with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** Where focus goes on closing when the control that opened it is gone (a deleted row's button). */
  returnFocusTo?: FocusTarget;
}

/**
 * Confirmation dialog (role alertdialog) with optional "type the word to confirm" guard.
 * Outside clicks do not close it; Escape does (like Cancel, but without calling `onCancel`).
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  body,
  confirmLabel = 'Conferma',
  cancelLabel = 'Annulla',
  variant,
  safeConfirmWord,
  isConfirmDisabled = false,
  onConfirm,
  onCancel,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <Modal
      returnFocusTo={returnFocusTo}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={false}
    >
      <Dialog role="alertdialog" title={title} showCloseButton={false}>
        {({ close }) => (
          <ConfirmContent
            body={body}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
            variant={variant ?? (safeConfirmWord ? 'danger' : 'primary')}
            safeConfirmWord={safeConfirmWord}
            isConfirmDisabled={isConfirmDisabled}
            onConfirm={onConfirm}
            onCancel={() => {
              onCancel?.();
              close();
            }}
            close={close}
          />
        )}
      </Dialog>
    </Modal>
  );
}

interface ConfirmContentProps {
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  variant: 'primary' | 'danger';
  safeConfirmWord?: string;
  isConfirmDisabled: boolean;
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  close: () => void;
}

function ConfirmContent({
  body,
  confirmLabel,
  cancelLabel,
  variant,
  safeConfirmWord,
  isConfirmDisabled,
  onConfirm,
  onCancel,
  close,
}: ConfirmContentProps) {
  const [typed, setTyped] = useState('');
  const [isPending, setPending] = useState(false);
  const wordOk = (!safeConfirmWord || typed.trim() === safeConfirmWord) && !isConfirmDisabled;

  const confirm = async () => {
    if (!wordOk || isPending) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setPending(true);
    try {
      await result;
      close();
    } catch {
      setPending(false);
    }
  };

  return (
    <div className={styles.body}>
      {body != null && <div>{body}</div>}
      {safeConfirmWord && (
        <TextField
          label={`Scrivi ${safeConfirmWord} per confermare`}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          autoFocus
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onPress={confirm} isDisabled={!wordOk} isPending={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
