import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { reportMessageSchema } from '@festalocation/domain/schemas/conversation';
import { MESSAGE_REPORT_MAX } from '@festalocation/domain/messages';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { Button, Dialog, Form, Modal, TextAreaField, toastQueue } from '../../ui';
import { ReportMessageDocument } from './conversation.generated';
import * as s from './Conversation.css';

const t = conversationIt.conversation;

/** 'Segnala': a party reports one of the other side's messages to the platform, with a reason. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const { dropErrors, check, run, validationErrors } = useFormErrors<'reason'>({ fields: ['reason'] });
  const [report, { loading }] = useMutation(ReportMessageDocument);

  const submit = async () => {
    if (!check(schemaErrors<'reason'>(reportMessageSchema, { id: messageId, reason }))) return;
    const sent = await run(() => report({ variables: { id: messageId, reason: reason.trim() } }));
    if (!sent) return;
    toastQueue.success(t.reportDone);
    onClose();
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog title={t.reportTitle}>
        <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
          <TextAreaField
            label={t.reportReason}
            name="reason"
            isRequired
            autoFocus
            maxLength={MESSAGE_REPORT_MAX}
            value={reason}
            onChange={(value) => {
              setReason(value);
              dropErrors(['reason']);
            }}
          />
          <div className={s.actions}>
            <Button type="submit" isPending={loading}>
              {t.reportSend}
            </Button>
            <Button variant="secondary" onPress={onClose} isDisabled={loading}>
              {t.cancel}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
