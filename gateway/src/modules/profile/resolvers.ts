import type { Resolvers } from '../../generated/resolvers.js';
import { accountSchema, passwordChangeSchema, pushTokenSchema } from '../auth/inputs.js';
import { parse, signedIn } from '../auth/resolvers.js';
import { cityFromPosition } from '../geo/geocoder.js';
import {
  deleteAccount,
  registerPushToken,
  setAvatar,
  switchRole,
  unregisterPushToken,
  updateAccount,
  updateConsents,
  updateNotificationSettings,
  updatePassword,
} from './service.js';

export const profileResolvers: Resolvers = {
  Query: {
    cityFromPosition: (_p, args, ctx) =>
      cityFromPosition(ctx.db, ctx.config.GEOCODER_URL, args.lat, args.lon),
  },
  Mutation: {
    updateAccount: (_p, args, ctx) =>
      updateAccount(ctx.db, signedIn(ctx).user, parse(accountSchema, args.input)),
    setAvatar: (_p, args, ctx) => setAvatar(ctx.db, signedIn(ctx).user, args.avatarUrl ?? null),
    updateConsents: (_p, args, ctx) => updateConsents(ctx.db, signedIn(ctx).user, args),
    updateNotificationSettings: (_p, args, ctx) =>
      updateNotificationSettings(ctx.db, signedIn(ctx).user, args.input),
    updatePassword: (_p, args, ctx) => {
      const viewer = signedIn(ctx);
      return updatePassword(ctx.db, viewer.user, viewer.sessionId, parse(passwordChangeSchema, args.input));
    },
    deleteAccount: (_p, _a, ctx) => deleteAccount(ctx.db, signedIn(ctx).user),
    registerPushToken: (_p, args, ctx) =>
      registerPushToken(
        ctx.db,
        signedIn(ctx).user,
        parse(pushTokenSchema, args.token, 'token'),
        args.platform,
      ),
    unregisterPushToken: (_p, args, ctx) =>
      unregisterPushToken(ctx.db, signedIn(ctx).user, parse(pushTokenSchema, args.token, 'token')),
    switchRole: (_p, args, ctx) => switchRole(ctx.db, signedIn(ctx).sessionId, args.role),
  },
};
