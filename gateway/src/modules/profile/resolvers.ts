import type { Resolvers } from '../../generated/resolvers.js';
import {
  accountSchema,
  passwordChangeSchema,
  pushRegistrationSchema,
  pushUnregistrationSchema,
} from '@festa/domain/schemas/profile';
import { parseInput } from '../../inputs.js';
import { requireViewer } from '../../policies.js';
import { announceSessionsEnded } from '../auth/session.js';
import { cityFromPosition } from '../geo/geocoder.js';
import {
  deleteAccount,
  newLocationsInForce,
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
  User: {
    notifyNewLocations: (u, _a, ctx) => newLocationsInForce(ctx.db, u),
  },
  Query: {
    cityFromPosition: (_p, args, ctx) =>
      cityFromPosition(ctx.db, ctx.config.GEOCODER_URL, args.lat, args.lon),
  },
  Mutation: {
    updateAccount: (_p, args, ctx) =>
      updateAccount(ctx.db, requireViewer(ctx, 'manageAccount').user, parseInput(accountSchema, args.input)),
    setAvatar: (_p, args, ctx) =>
      setAvatar(ctx.db, requireViewer(ctx, 'manageAccount').user, args.avatarUrl ?? null),
    updateConsents: (_p, args, ctx) => updateConsents(ctx.db, requireViewer(ctx, 'manageAccount').user, args),
    updateNotificationSettings: (_p, args, ctx) =>
      updateNotificationSettings(ctx.db, requireViewer(ctx, 'manageAccount').user, args.input),
    updatePassword: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx, 'manageAccount');
      await updatePassword(
        ctx.db,
        viewer.user,
        viewer.sessionId,
        parseInput(passwordChangeSchema, args.input),
      );
      await announceSessionsEnded(ctx, viewer.user.id);
      return true;
    },
    deleteAccount: async (_p, _a, ctx) => {
      const { user } = requireViewer(ctx, 'deleteAccount');
      await deleteAccount(ctx.db, user);
      await announceSessionsEnded(ctx, user.id);
      return true;
    },
    registerPushToken: (_p, args, ctx) => {
      const { user } = requireViewer(ctx, 'managePushTokens');
      const { token, platform } = parseInput(pushRegistrationSchema, args);
      return registerPushToken(ctx.db, user, token, platform);
    },
    unregisterPushToken: (_p, args, ctx) =>
      unregisterPushToken(
        ctx.db,
        requireViewer(ctx, 'managePushTokens').user,
        parseInput(pushUnregistrationSchema, args).token,
      ),
    switchRole: (_p, args, ctx) => switchRole(ctx.db, requireViewer(ctx, 'switchRole').sessionId, args.role),
  },
};
