// The location id is checked against the uuid shape at the schema boundary (inputGuard); the period is an enum.
import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import { findHostLocation } from '../locations/essentials.js';
import { locationStats } from './service.js';

export const statsResolvers: Resolvers = {
  Query: {
    locationStats: async (_p, args, ctx) => {
      requireViewer(ctx);
      authorize(actorOf(ctx), 'readLocationStats', await findHostLocation(ctx.db, args.locationId));
      return locationStats(ctx.db, args.locationId, args.period);
    },
  },
};
