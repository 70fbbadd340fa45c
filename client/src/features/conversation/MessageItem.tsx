import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { Button } from '../../ui';
import type { ConversationMessageFieldsFragment } from './conversation.generated';
import { Attachment } from './Attachment';
import * as s from './Conversation.css';

const t = conversationIt.conversation;
const time = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** One message: who wrote it and when, its text and file, 'Letto' for the author, 'Segnala' for the other. */
export function MessageItem({
  message,
  onReport,
}: {
  message: ConversationMessageFieldsFragment;
  onReport: (id: string) => void;
}) {
  const who = message.mine ? t.you : message.authorSide === 'HOST' ? t.host : t.guest;
  return (
    <li className={message.mine ? s.mine : s.theirs}>
      <div className={s.meta}>
        <strong>{who}</strong>
        <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
      </div>
      {message.body && <p className={s.body}>{message.body}</p>}
      {message.attachment && <Attachment file={message.attachment} />}
      <div className={s.meta}>
        {message.mine && <span>{message.readAt ? t.read : t.sent}</span>}
        {!message.mine &&
          (message.reportedByMe ? (
            <span>{t.reported}</span>
          ) : (
            <Button variant="ghost" size="sm" onPress={() => onReport(message.id)}>
              {t.report}
            </Button>
          ))}
      </div>
    </li>
  );
}
