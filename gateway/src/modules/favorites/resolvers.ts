// Ids are checked against the uuid shape at the schema boundary (inputGuard), so no zod schema is needed here.
import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, requireViewer } from '../../policies.js';
import { listFavorites, recordContactClick, setFavorite } from './service.js';
import { romeDay, visitorKey } from './visitor.js';

export const favoriteResolvers: Resolvers = {
  Query: {
    favorites: (_p, args, ctx) =>
      listFavorites(ctx.db, requireViewer(ctx, 'readFavorites').user.id, args.first ?? 10, args.after),
  },
  Mutation: {
    toggleLocationFavorite: (_p, args, ctx) => {
      const { user } = requireViewer(ctx, 'setFavorite');
      return setFavorite(ctx.db, user.id, args.locationId.trim(), args.action === 'ADD');
    },
    // Counted for visitors too ('recordContactClick' allows anyone): keyed by account or by browser.
    recordContactClick: (_p, args, ctx) => {
      const userId = actorOf(ctx)?.id ?? null;
      const day = romeDay(new Date());
      const key = visitorKey(
        ctx.config.jwtSecret,
        day,
        userId ? { userId } : { ip: ctx.ip, userAgent: ctx.userAgent },
      );
      return recordContactClick(ctx.db, args.locationId.trim(), args.type, { userId, key, day });
    },
  },
};
