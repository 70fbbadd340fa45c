import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { runMutation } from '../../lib/mutationErrors';
import { Skeleton } from '../../ui';
import {
  ConversationDocument,
  ConversationMessageAddedDocument,
  MarkConversationReadDocument,
  type ConversationMessageFieldsFragment,
  type ConversationQuery,
} from './conversation.generated';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { ReportMessageDialog } from './ReportMessageDialog';
import * as s from './Conversation.css';

const t = conversationIt.conversation;
type Request = NonNullable<ConversationQuery['quoteRequest']>;

/** Adds a message to the cached conversation once (the sender's answer and the live event both bring it). */
function withMessage(prev: ConversationQuery | null | undefined, msg: ConversationMessageFieldsFragment) {
  const q = prev?.quoteRequest;
  if (!q || q.messages.some((m) => m.id === msg.id)) return prev ?? undefined;
  return { quoteRequest: { ...q, messages: [...q.messages, msg] } satisfies Request };
}

/**
 * The conversation of one quote request, for its guest and its host: messages arrive live over the socket,
 * the other side's are marked read while the panel is open (their author sees 'Letto'), and the unread dots
 * (the request's, 'Richieste', the avatar's and 'Notifiche') are fetched again once they are.
 */
export function ConversationPanel({ quoteRequestId }: { quoteRequestId: string }) {
  const variables = { id: quoteRequestId };
  const { data, loading, client } = useQuery(ConversationDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(MarkConversationReadDocument, {
    refetchQueries: ['Viewer', 'UnreadConversations'],
  });
  const [reporting, setReporting] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const append = (msg: ConversationMessageFieldsFragment) =>
    client.cache.updateQuery({ query: ConversationDocument, variables }, (prev) => withMessage(prev, msg));
  useSubscription(ConversationMessageAddedDocument, {
    variables: { quoteRequestId },
    // A read receipt comes as the message again: the cache merges it by id; a new one is appended.
    onData: ({ data: event }) => {
      const msg = event.data?.conversationMessageAdded;
      if (msg) append(msg);
    },
  });
  const q = data?.quoteRequest;
  const messages = q?.messages ?? [];
  const unread = messages.filter((m) => !m.mine && !m.readAt).length;
  const last = messages.at(-1)?.id;

  useEffect(() => {
    // The panel is open: what the other side wrote is read. A failure is not shown (a background write the
    // person did not ask for): the messages stay unread and are marked on the next event or visit.
    if (unread > 0) void runMutation(() => markRead({ variables: { quoteRequestId } }), { silent: true });
  }, [unread, quoteRequestId, markRead]);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  if (loading && !q) return <Skeleton variant="text" lines={4} />;
  if (!q) return null;
  const canWrite = q.actions.includes('WRITE');
  return (
    <section className={s.section} aria-labelledby="conversation-title">
      <h2 id="conversation-title" className={s.title}>
        {t.title}
      </h2>
      <p className={s.intro}>{q.isHostView ? t.hostIntro : t.guestIntro}</p>
      {messages.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        // A log: a screen reader reads each message as it arrives, without moving focus. The list keeps its
        // own role inside it (a list given role="log" would orphan its items).
        <div
          ref={list}
          className={s.scroller}
          role="log"
          aria-live="polite"
          aria-label={t.title}
          tabIndex={0}
        >
          <ol className={s.list}>
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} onReport={setReporting} />
            ))}
          </ol>
        </div>
      )}
      {canWrite && <Composer quoteRequestId={quoteRequestId} onSent={append} />}
      {reporting && <ReportMessageDialog messageId={reporting} onClose={() => setReporting(null)} />}
    </section>
  );
}
