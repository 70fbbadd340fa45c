import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { useNotifiedQuery } from '../../state/useNotifiedQuery';
import { Dot } from '../../ui';
import { UnreadConversationsDocument } from './unread.generated';

/**
 * The session's requests with unread messages, fetched again on each live notification (a new message
 * writes one) and after the conversation is read (ConversationPanel refetches this query by name).
 */
export function useUnreadConversations(): readonly string[] {
  const { signedIn, data } = useNotifiedQuery(UnreadConversationsDocument);
  return (signedIn && data?.unreadConversations) || [];
}

/** The request row's dot: the other side wrote and the viewer has not read it yet. */
export function UnreadMessagesDot({ quoteRequestId }: { quoteRequestId: string }) {
  const unread = useUnreadConversations();
  return unread.includes(quoteRequestId) ? <Dot label={conversationIt.conversation.unreadDot} /> : null;
}

/** The 'Richieste' dot: some request has unread messages. */
export function UnreadRequestsDot({ className }: { className?: string }) {
  const unread = useUnreadConversations();
  return unread.length ? <Dot label={conversationIt.conversation.unreadDot} className={className} /> : null;
}
