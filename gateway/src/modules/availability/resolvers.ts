import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import { findHostLocation } from '../locations/essentials.js';
import { feedUrl, findFeed, regenerateFeed, revokeFeed } from './feed.js';

const view = (publicUrl: string, row: { locationId: string; token: string; createdAt: Date }) => ({
  locationId: row.locationId,
  url: feedUrl(publicUrl, row.token),
  createdAt: row.createdAt.toISOString(),
});

// The feed shows only what the host manages, so it follows 'manageLocation': the owner, subscription or not.
export const availabilityResolvers: Resolvers = {
  Query: {
    calendarFeed: async (_p, args, ctx) => {
      requireViewer(ctx);
      const loc = authorize(actorOf(ctx), 'manageLocation', await findHostLocation(ctx.db, args.locationId));
      const row = await findFeed(ctx.db, loc.id);
      return row ? view(ctx.config.PUBLIC_URL, row) : null;
    },
  },
  Mutation: {
    regenerateCalendarFeed: async (_p, args, ctx) => {
      requireViewer(ctx);
      const loc = authorize(actorOf(ctx), 'manageLocation', await findHostLocation(ctx.db, args.locationId));
      return view(ctx.config.PUBLIC_URL, await regenerateFeed(ctx.db, loc.id));
    },
    revokeCalendarFeed: async (_p, args, ctx) => {
      requireViewer(ctx);
      const loc = authorize(actorOf(ctx), 'manageLocation', await findHostLocation(ctx.db, args.locationId));
      return revokeFeed(ctx.db, loc.id);
    },
  },
};
