import type { Resolvers } from '../../generated/resolvers.js';
import { notificationIdsSchema } from '@festa/domain/schemas/common';
import { parseInput } from '../../inputs.js';
import { requireViewer } from '../../policies.js';
import { channels } from '../../pubsub.js';
import { feed, FEED_PAGE_SIZE, markRead } from './feed.js';

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_p, args, ctx) =>
      feed(
        ctx.db,
        requireViewer(ctx, 'readNotifications').user.id,
        args.role,
        args.first ?? FEED_PAGE_SIZE,
        args.after,
      ),
  },
  Mutation: {
    markNotificationsRead: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx, 'markNotificationsRead');
      await markRead(ctx.db, user.id, parseInput(notificationIdsSchema, args.ids, 'ids'));
      return true;
    },
  },
  Subscription: {
    notificationAdded: {
      // Only the viewer's own channel: the user id comes from the authenticated connection, never from input.
      subscribe: (_p, args, ctx) => {
        const { user } = requireViewer(ctx, 'subscribeNotifications');
        return ctx.pubsub.subscribe(channels.notifications(user.id, args.role)) as never;
      },
    },
    liveResync: {
      // Signed-in only, like the notifications it stands for; the payload is the instant of the recovery.
      subscribe: (_p, _args, ctx) => {
        requireViewer(ctx, 'subscribeNotifications');
        return ctx.pubsub.recoveries() as never;
      },
      resolve: (at: Date) => at,
    },
  },
  Notification: {
    type: (n) => n.type as never,
    role: (n) => n.role as never,
    createdAt: (n) => (n.createdAt instanceof Date ? n.createdAt.toISOString() : String(n.createdAt)),
    metadata: (n) => (n.metadata ?? {}) as never,
  },
};
