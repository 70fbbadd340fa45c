import { useMutation } from '@apollo/client/react';
import { reportMessageSchema } from '@festalocation/domain/schemas/conversation';
import { MESSAGE_REPORT_MAX } from '@festalocation/domain/messages';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { schemaErrors } from '../../lib/useFormErrors';
import { ReportDialog } from '../reports/ReportDialog';
import { ReportMessageDocument } from './conversation.generated';

const t = conversationIt.conversation;

/** 'Segnala': a party reports one of the other side's messages to the platform, with a reason. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const [report] = useMutation(ReportMessageDocument);
  return (
    <ReportDialog
      title={t.reportTitle}
      maxLength={MESSAGE_REPORT_MAX}
      sentMessage={t.reportDone}
      validate={(reason) => schemaErrors<'reason'>(reportMessageSchema, { id: messageId, reason })}
      send={(reason) => report({ variables: { id: messageId, reason } })}
      onClose={onClose}
    />
  );
}
