// Ids are checked against the uuid shape at the schema boundary (inputGuard), so no zod schema is needed here.
import type { Resolvers } from '../../generated/resolvers.js';
import { viewerId } from '../../context.js';
import { unauthenticated } from '../../errors.js';
import { listFavorites, recordContactClick, setFavorite } from './service.js';
import { romeDay, visitorKey } from './visitor.js';

export const favoriteResolvers: Resolvers = {
  Query: {
    favorites: (_p, args, ctx) => {
      const userId = viewerId(ctx);
      if (!userId) throw unauthenticated();
      return listFavorites(ctx.db, userId, args.first ?? 10, args.after);
    },
  },
  Mutation: {
    toggleLocationFavorite: (_p, args, ctx) => {
      const userId = viewerId(ctx);
      if (!userId) throw unauthenticated();
      return setFavorite(ctx.db, userId, args.locationId.trim(), args.action === 'ADD');
    },
    recordContactClick: (_p, args, ctx) => {
      const userId = viewerId(ctx);
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
