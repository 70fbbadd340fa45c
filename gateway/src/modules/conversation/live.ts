import type { Context } from '../../context.js';
import { actorOf, can } from '../../policies.js';
import { messageFor, requestRef } from './service.js';
import type { MessageView } from './view.js';

/** One conversation's channel: a message was written or read (payload: its id only, nothing private). */
export const conversationChannel = (quoteRequestId: string) => `conversation:${quoteRequestId}`;

export interface ConversationEvent {
  messageId: string;
}

/** After commit, best effort like every live event: the rows are the truth, the panel refetches. */
export function publishMessages(ctx: Pick<Context, 'pubsub' | 'logger'>, requestId: string, ids: string[]) {
  for (const messageId of ids) {
    ctx.pubsub
      .publish(conversationChannel(requestId), { messageId } satisfies ConversationEvent)
      .catch((err: unknown) =>
        ctx.logger.warn({ err: String(err), messageId }, 'live conversation event not published'),
      );
  }
}

/**
 * The subscriber's stream: each event is authorised again (the request may have been deleted, or the
 * viewer's side of it gone) and read fresh for this viewer, so nothing reaches anyone but the two parties
 * and `mine`, `readAt` and `reportedByMe` are the viewer's own. A refusal ends the stream.
 */
export async function* authorisedStream(
  ctx: Context,
  requestId: string,
  viewerId: string,
  source: AsyncIterableIterator<ConversationEvent>,
): AsyncGenerator<{ conversationMessageAdded: MessageView }> {
  try {
    for await (const event of source) {
      const ref = await requestRef(ctx.db, requestId);
      if (!can(actorOf(ctx), 'readConversation', ref)) return;
      const message = await messageFor(ctx.db, event.messageId, viewerId);
      if (message && message.quoteRequestId === requestId) yield { conversationMessageAdded: message };
    }
  } finally {
    await source.return?.();
  }
}
