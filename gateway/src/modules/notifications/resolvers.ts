import type { Resolvers } from '../../generated/resolvers.js';
import { unauthenticated } from '../../errors.js';
import { channels } from '../../pubsub.js';

export const notificationResolvers: Resolvers = {
  Subscription: {
    notificationAdded: {
      // Only the viewer's own channel: the user id comes from the authenticated connection, never from input.
      subscribe: (_p, args, ctx) => {
        if (ctx.viewer.kind !== 'signed-in') throw unauthenticated();
        return ctx.pubsub.subscribe(channels.notifications(ctx.viewer.user.id, args.role)) as never;
      },
    },
  },
  Notification: {
    type: (n) => n.type as never,
    role: (n) => n.role as never,
    createdAt: (n) => (n.createdAt instanceof Date ? n.createdAt.toISOString() : String(n.createdAt)),
    metadata: (n) => (n.metadata ?? {}) as never,
  },
};
