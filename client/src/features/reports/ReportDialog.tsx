import { useState, type ReactNode } from 'react';
import type { FieldErrors } from '../../lib/mutationErrors';
import { reportStrings as t } from '../../i18n/it.reports';
import { useFormErrors } from '../../lib/useFormErrors';
import { Button, Dialog, Form, Modal, TextAreaField, toastQueue } from '../../ui';
import * as s from './ReportDialog.css';

export interface ReportDialogProps {
  title: string;
  /** What the platform does with the report, above the reason. */
  intro?: ReactNode;
  reasonDescription?: string;
  maxLength: number;
  /** Said in a toast once the platform has the report. */
  sentMessage: string;
  /** The form's own check of the reason (the domain's rule and message), so a short one costs no round trip. */
  validate: (reason: string) => FieldErrors<'reason'>;
  /** The report mutation with the trimmed reason; its errors are routed here (a field error shows on the reason). */
  send: (reason: string) => Promise<unknown>;
  /** After the platform has the report, before the dialog closes. */
  onSent?: () => void;
  onClose: () => void;
}

/**
 * 'Segnala': a person reports something another wrote (a message, a review) to the platform with a reason.
 * One form for every kind of report, so they check, send, answer and close alike; the caller renders it only
 * while it is open, so each report starts from an empty reason.
 */
export function ReportDialog({
  title,
  intro,
  reasonDescription,
  maxLength,
  sentMessage,
  validate,
  send,
  onSent,
  onClose,
}: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const { dropErrors, check, run, validationErrors } = useFormErrors<'reason'>({ fields: ['reason'] });

  const submit = async () => {
    if (!check(validate(reason))) return;
    setPending(true);
    const sent = await run(() => send(reason.trim()));
    setPending(false);
    if (!sent) return;
    toastQueue.success(sentMessage);
    onSent?.();
    onClose();
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog title={title}>
        <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
          {intro}
          <TextAreaField
            label={t.reason}
            name="reason"
            isRequired
            autoFocus
            maxLength={maxLength}
            description={reasonDescription}
            value={reason}
            onChange={(value) => {
              setReason(value);
              dropErrors(['reason']);
            }}
          />
          <div className={s.actions}>
            <Button type="submit" isPending={pending}>
              {t.send}
            </Button>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              {t.cancel}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
