import { reportMessageSchema, sendMessageSchema } from '@festalocation/domain/schemas/conversation';
import { conversationMessages as m } from '@festalocation/domain/messages';
import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { parseInput } from '../../inputs.js';
import { pageWindow } from '../../pagination.js';
import { actorOf, authorize, can, requireViewer } from '../../policies.js';
import { notFound } from '../../errors.js';
import { CONSOLE_PAGE } from '../admin/inputs.js';
import { afterCommit } from '../notifications/events.js';
import { loadRequest } from '../quotes/manage.js';
import { authorisedStream, conversationChannel, publishMessages, type ConversationEvent } from './live.js';
import { dismissMessageReport, findReport, messageReportQueue } from './moderation.js';
import {
  listMessages,
  markConversationRead,
  messageFor,
  messageOf,
  reportMessage,
  requestRef,
  sendMessage,
  sideOf,
  unreadConversations,
  unreadCount,
} from './service.js';

const iso = (d: Date | string | null) => (d == null ? null : d instanceof Date ? d.toISOString() : d);

/** The request a conversation operation is about, authorised for `action` (its two parties). */
async function party(
  ctx: Context,
  id: string,
  action: 'readConversation' | 'writeConversation' | 'reportMessage',
) {
  requireViewer(ctx);
  return authorize(actorOf(ctx), action, await requestRef(ctx.db, id));
}

export const conversationResolvers: Resolvers = {
  Query: {
    unreadConversations: (_p, args, ctx) =>
      unreadConversations(ctx.db, requireViewer(ctx).user.id, args.role),
    messageReportQueue: (_p, args, ctx) => {
      authorize(actorOf(ctx), 'readMessageReports');
      return messageReportQueue(ctx.db, pageWindow(args, CONSOLE_PAGE));
    },
  },
  Mutation: {
    sendMessage: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(sendMessageSchema, args.input);
      const ref = await party(ctx, input.quoteRequestId, 'writeConversation');
      const limits = { perMinute: ctx.config.MESSAGES_PER_MINUTE, perDay: ctx.config.MESSAGES_PER_DAY };
      const sent = await sendMessage(
        ctx.db,
        { publicUrl: ctx.config.PUBLIC_URL, limits },
        ref,
        user.id,
        input,
      );
      if (sent.created) {
        afterCommit(ctx, sent.events);
        publishMessages(ctx, ref.id, [sent.message.id]);
      }
      return (await messageFor(ctx.db, sent.message.id, user.id))!;
    },
    markConversationRead: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const ref = await party(ctx, args.quoteRequestId, 'readConversation');
      const marked = await markConversationRead(ctx.db, ref, user.id);
      publishMessages(ctx, ref.id, marked);
      const view = await loadRequest(ctx.db, user.id, ref.id);
      if (!view) throw notFound(m.messageNotFound);
      return view;
    },
    reportMessage: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(reportMessageSchema, args);
      const message = await messageOf(ctx.db, input.id);
      // A message one may not read is not found, like the request it belongs to.
      const ref = message ? await requestRef(ctx.db, message.quoteRequestId) : null;
      if (!message || !ref || !can(actorOf(ctx), 'readConversation', ref)) throw notFound(m.messageNotFound);
      authorize(actorOf(ctx), 'reportMessage', ref);
      return reportMessage(ctx.db, message, ref, user.id, input.reason);
    },
    dismissMessageReport: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      authorize(
        actorOf(ctx),
        'moderateMessageReport',
        await findReport(ctx.db, args.id).then((r) => r?.report),
      );
      return dismissMessageReport(ctx.db, user.id, args.id);
    },
  },
  Subscription: {
    conversationMessageAdded: {
      // Authorised here, once, with the request's own rule, and again on every event (authorisedStream).
      subscribe: async (_p, args, ctx) => {
        const { user } = requireViewer(ctx);
        const ref = await party(ctx, args.quoteRequestId, 'readConversation');
        const source = ctx.pubsub.subscribe<ConversationEvent>(conversationChannel(ref.id));
        return authorisedStream(ctx, ref.id, user.id, source) as never;
      },
    },
  },
  QuoteRequest: {
    messages: async (q, args, ctx) => {
      if (ctx.viewer.kind !== 'signed-in' || !can(actorOf(ctx), 'readConversation', q)) return [];
      return listMessages(ctx.db, q.id, ctx.viewer.user.id, args.last ?? 100);
    },
    unreadMessages: (q, _args, ctx) => {
      if (ctx.viewer.kind !== 'signed-in' || !can(actorOf(ctx), 'readConversation', q)) return 0;
      return unreadCount(ctx.db, q.id, sideOf(q, ctx.viewer.user.id));
    },
  },
  ConversationMessage: {
    createdAt: (msg) => iso(msg.createdAt)!,
    readAt: (msg) => iso(msg.readAt),
  },
  ModerationMessageReport: {
    createdAt: (r) => iso(r.createdAt)!,
    resolvedAt: (r) => iso(r.resolvedAt),
  },
};
