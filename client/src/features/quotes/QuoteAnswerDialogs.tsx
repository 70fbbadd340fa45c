import { useState, type ReactNode } from 'react';
import { parseDate } from '@internationalized/date';
import { REASON_MAX } from '@festalocation/domain';
import { Button, DatePicker, Dialog, Form, Modal, TextAreaField, type ButtonVariant } from '../../ui';
import { quoteDealStrings as t } from '../../i18n/it.quotes';
import { useFormErrors } from '../../lib/useFormErrors';
import * as s from './QuoteDeal.css';

/**
 * A decision with a reason: declining a quote (reason optional) or cancelling a booking (required). The
 * reason is what the other side reads; the gateway's message for a bad one shows under the field.
 */
export function ReasonDialog({
  isOpen,
  onOpenChange,
  title,
  label,
  confirmLabel,
  required,
  requiredMessage,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  confirmLabel: string;
  required: boolean;
  requiredMessage?: string;
  /** Sends the answer; resolves to true when it went through. */
  onConfirm: (reason: string, run: ReturnType<typeof useFormErrors<'reason'>>['run']) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { check, run, dropErrors, validationErrors } = useFormErrors<'reason'>({ fields: ['reason'] });
  const onSubmit = async () => {
    if (busy) return;
    if (!check({ reason: required && !reason.trim() ? requiredMessage : undefined })) return;
    setBusy(true);
    const ok = await onConfirm(reason, run).finally(() => setBusy(false));
    if (ok) onOpenChange(false);
  };
  return (
    <AnswerDialog
      {...{ isOpen, onOpenChange, title, confirmLabel, busy, onSubmit, validationErrors }}
      confirmVariant="danger"
    >
      <TextAreaField
        label={label}
        name="reason"
        value={reason}
        maxLength={REASON_MAX}
        isRequired={required}
        onChange={(v) => {
          dropErrors(['reason']);
          setReason(v);
        }}
      />
    </AnswerDialog>
  );
}

/** The host moves the quote's last valid day; the gateway's bounds (not past, at most a year) show here. */
export function ExtendDialog({
  isOpen,
  onOpenChange,
  initial,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  initial: string;
  onConfirm: (
    validUntil: string,
    run: ReturnType<typeof useFormErrors<'validUntil'>>['run'],
  ) => Promise<boolean>;
}) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { run, dropErrors, validationErrors } = useFormErrors<'validUntil'>({ fields: ['validUntil'] });
  const onSubmit = async () => {
    if (busy) return;
    setBusy(true);
    const ok = await onConfirm(value, run).finally(() => setBusy(false));
    if (ok) onOpenChange(false);
  };
  return (
    <AnswerDialog
      {...{ isOpen, onOpenChange, busy, onSubmit, validationErrors }}
      title={t.extendTitle}
      confirmLabel={t.extendConfirm}
    >
      <DatePicker
        label={t.validUntil}
        name="validUntil"
        value={value ? parseDate(value) : null}
        onChange={(d) => {
          dropErrors(['validUntil']);
          setValue(d ? d.toString() : '');
        }}
      />
    </AnswerDialog>
  );
}

/** The answer dialogs' frame: one field, the confirming button and 'Indietro', which closes unchanged. */
function AnswerDialog({
  isOpen,
  onOpenChange,
  title,
  confirmLabel,
  confirmVariant,
  busy,
  onSubmit,
  validationErrors,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  onSubmit: () => void;
  validationErrors: ReturnType<typeof useFormErrors>['validationErrors'];
  children: ReactNode;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={title}>
        {({ close }) => (
          <Form onSubmit={onSubmit} validationErrors={validationErrors} className={s.dialogBody}>
            {children}
            <div className={s.actions}>
              <Button type="submit" variant={confirmVariant} isPending={busy}>
                {confirmLabel}
              </Button>
              <Button variant="secondary" onPress={close}>
                {t.back}
              </Button>
            </div>
          </Form>
        )}
      </Dialog>
    </Modal>
  );
}
