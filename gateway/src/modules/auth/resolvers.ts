import { z } from 'zod';
import type { Resolvers } from '../../generated/resolvers.js';
import { fromZod, unauthenticated } from '../../errors.js';
import { tokenConfig } from '../../context.js';
import { endSession } from './session.js';
import { firstLocationOf, login, ownLocations } from './service.js';
import { hasUnread } from '../notifications/service.js';

const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email è obbligatoria')
    .max(254)
    .pipe(z.email('Email non valida')),
  password: z.string().min(1, 'Password è obbligatoria').max(200),
});

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, ctx) =>
      ctx.viewer.kind === 'signed-in' ? { user: ctx.viewer.user, sessionId: ctx.viewer.sessionId } : null,
  },
  Mutation: {
    login: async (_p, args, ctx) => {
      const parsed = loginSchema.safeParse(args.input);
      if (!parsed.success) throw fromZod(parsed.error.issues);
      return login(ctx.db, tokenConfig(ctx.config), parsed.data, { ip: ctx.ip, userAgent: ctx.userAgent });
    },
    logout: async (_p, _a, ctx) => {
      if (ctx.viewer.kind !== 'signed-in') throw unauthenticated();
      await endSession(ctx.db, ctx.viewer.sessionId);
      return true;
    },
  },
  Viewer: {
    user: (v) => v.user,
    hasLocation: async (v, _a, ctx) => (await firstLocationOf(ctx.db, v.user.id)) != null,
    locations: (v, _a, ctx) => ownLocations(ctx.db, v.user.id),
    hasUnreadNotifications: (v, args, ctx) => hasUnread(ctx.db, v.user.id, args.role),
  },
  User: {
    completed: (u) => u.completedAt != null,
    termsAcceptedAt: (u) => u.termsAcceptedAt?.toISOString() ?? null,
    privacyAcceptedAt: (u) => u.privacyAcceptedAt?.toISOString() ?? null,
    marketingConsentAt: (u) => u.marketingConsentAt?.toISOString() ?? null,
    profilingConsentAt: (u) => u.profilingConsentAt?.toISOString() ?? null,
  },
  OwnLocationRef: {
    subscriptionType: (l) => l.subscriptionType as never,
    subscriptionStatus: (l) => l.subscriptionStatus as never,
    approvalStatus: (l) => l.approvalStatus as never,
  },
};
