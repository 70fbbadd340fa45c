import { useState } from 'react';
import { REASON_MAX, REASON_MIN } from '@festa/domain/messages';
import { it } from '../../i18n/it';
import { useFormErrors } from '../../lib/useFormErrors';
import { Button, Dialog, DialogTrigger, Form, Modal, TextAreaField, type ButtonVariant } from '../../ui';
import * as s from './Admin.css';

export interface ReasonDialogProps<T> {
  /** The opener's label ('Rifiuta', 'Sospendi', 'Nascondi'). */
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  /** Names what it acts on when a page has several ('Nascondi «Pessima festa»'). */
  triggerAriaLabel?: string;
  title: string;
  /** What happens and who reads the reason; says 10–1000 characters. */
  help: string;
  confirmLabel?: string;
  /** The mutation with the reason typed; its errors are routed here (a field error shows on the reason). */
  mutate: (reason: string) => Promise<T>;
  /** After the server accepted; the dialog has closed. */
  onDone: (data: T) => void;
}

/**
 * A decision that needs a reason the other side reads (reject, suspend, hide). The opener is the trigger,
 * so react-aria returns focus to it when the dialog closes.
 */
export function ReasonDialog<T>({
  triggerLabel,
  triggerVariant = 'secondary',
  triggerAriaLabel,
  ...props
}: ReasonDialogProps<T>) {
  return (
    <DialogTrigger>
      <Button variant={triggerVariant} aria-label={triggerAriaLabel}>
        {triggerLabel}
      </Button>
      <Modal size="sm">
        <Dialog title={props.title}>
          {({ close }) => (
            <ReasonForm {...props} confirmLabel={props.confirmLabel ?? triggerLabel} close={close} />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function ReasonForm<T>({
  help,
  confirmLabel,
  mutate,
  onDone,
  close,
}: Omit<ReasonDialogProps<T>, 'triggerLabel' | 'triggerVariant' | 'triggerAriaLabel' | 'title'> & {
  close: () => void;
}) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const { check, run, dropErrors, validationErrors } = useFormErrors<'reason'>({ fields: ['reason'] });

  const submit = async () => {
    const text = reason.trim();
    // The server's rule, checked here first so a short reason costs no round trip; the server says it too.
    if (!check({ reason: text.length < REASON_MIN ? it.admin.reason.tooShort : undefined })) return;
    setPending(true);
    const res = await run(() => mutate(text));
    setPending(false);
    if (!res) return;
    close();
    onDone(res.data);
  };

  return (
    <Form onSubmit={submit} validationErrors={validationErrors} className={s.reasonForm}>
      <TextAreaField
        name="reason"
        label={it.admin.reason.label}
        description={help}
        value={reason}
        onChange={(v) => {
          setReason(v);
          dropErrors(['reason']);
        }}
        isRequired
        maxLength={REASON_MAX}
        rows={4}
        autoFocus
      />
      <div className={s.actions}>
        <Button variant="secondary" onPress={close} isDisabled={pending}>
          {it.admin.cancel}
        </Button>
        <Button type="submit" variant="danger" isPending={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Form>
  );
}
