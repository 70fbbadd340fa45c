import type { Resolvers } from '../../generated/resolvers.js';
import type { Context } from '../../context.js';
import { isStandInClientId } from './socialStandIn.js';
import { tokenConfig } from '../../context.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import { announceSessionsEnded, endSession } from './session.js';
import {
  acceptRequiredConsents,
  completeRegistration,
  firstLocationOf,
  login,
  ownLocations,
  register,
  resetPassword,
  signedInPayload,
  verifyEmail,
  verifyPasswordCode,
} from './service.js';
import { requestPasswordReset, requestVerification } from './codeMail.js';
import { appleIdentity, facebookIdentity, googleIdentity, userForIdentity } from './social.js';
import {
  completeSchema,
  emailSchema,
  loginSchema,
  otpSchema,
  registerSchema,
  resetSchema,
} from '@festa/domain/schemas/auth';
import { parseInput } from '../../inputs.js';
import { hasUnread } from '../notifications/service.js';

const pow = (ctx: Context) => ({
  secret: ctx.config.jwtSecret,
  cost: ctx.config.PROOF_OF_WORK_COST,
  maxCounter: ctx.config.PROOF_OF_WORK_MAX_COUNTER,
});
const sessionCfg = (ctx: Context) => ({
  ...tokenConfig(ctx.config),
  throttle: {
    maxPerAccountAddress: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
    maxPerAddress: ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    maxPerAccount: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowMinutes: ctx.config.LOGIN_WINDOW_MINUTES,
    delaySeconds: ctx.config.LOGIN_DELAY_SECONDS,
    pow: pow(ctx),
  },
});
const codeGuard = (ctx: Context) => ({
  maxFailuresPerAddress: ctx.config.CODE_MAX_FAILURES_PER_ADDRESS,
  pow: pow(ctx),
});
const registrationGuard = (ctx: Context) => ({
  maxPerAddressHour: ctx.config.REGISTRATIONS_PER_ADDRESS_HOUR,
  pow: pow(ctx),
});
const meta = (ctx: Context) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
const codeDeps = (ctx: Context) => ({ secret: ctx.config.jwtSecret, outbox: ctx.outbox });

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, ctx) => (actorOf(ctx) ? requireViewer(ctx) : null),
    socialProviders: (_p, _a, ctx) => {
      const ids = {
        google: ctx.config.GOOGLE_CLIENT_ID,
        facebook: ctx.config.FACEBOOK_APP_ID,
        apple: ctx.config.APPLE_CLIENT_ID,
      };
      return {
        googleClientId: ids.google ?? null,
        facebookAppId: ids.facebook ?? null,
        appleClientId: ids.apple ?? null,
        standIn: Object.entries(ids)
          .filter(([, id]) => isStandInClientId(id))
          .map(([provider]) => provider),
      };
    },
  },
  Mutation: {
    login: (_p, args, ctx) => login(ctx.db, sessionCfg(ctx), parseInput(loginSchema, args.input), meta(ctx)),
    logout: async (_p, _a, ctx) => {
      const viewer = requireViewer(ctx, 'logout');
      await endSession(ctx.db, viewer.sessionId);
      await announceSessionsEnded(ctx, viewer.user.id);
      return true;
    },
    register: (_p, args, ctx) =>
      register(ctx.db, registrationGuard(ctx), parseInput(registerSchema, args.input), meta(ctx)),
    requestVerification: (_p, args, ctx) =>
      requestVerification(ctx.db, codeDeps(ctx), parseInput(emailSchema, args.email, 'email')),
    verifyEmailOtp: (_p, args, ctx) =>
      verifyEmail(ctx.db, sessionCfg(ctx), codeGuard(ctx), parseInput(otpSchema, args.input), meta(ctx)),
    requestPasswordResetOtp: (_p, args, ctx) =>
      requestPasswordReset(ctx.db, codeDeps(ctx), parseInput(emailSchema, args.email, 'email')),
    verifyPasswordOtp: (_p, args, ctx) =>
      verifyPasswordCode(
        ctx.db,
        ctx.config.jwtSecret,
        codeGuard(ctx),
        parseInput(otpSchema, args.input),
        meta(ctx),
      ),
    resetPassword: async (_p, args, ctx) => {
      const userId = await resetPassword(ctx.db, parseInput(resetSchema, args.input));
      await announceSessionsEnded(ctx, userId);
      return true;
    },
    googleLogin: async (_p, args, ctx) => {
      const user = await userForIdentity(ctx.db, await googleIdentity(ctx.config, args.accessToken));
      return signedInPayload(ctx.db, sessionCfg(ctx), user, meta(ctx));
    },
    facebookLogin: async (_p, args, ctx) => {
      const identity = await facebookIdentity(ctx.config, args.accessToken, args.userId);
      return signedInPayload(ctx.db, sessionCfg(ctx), await userForIdentity(ctx.db, identity), meta(ctx));
    },
    appleLogin: async (_p, args, ctx) => {
      const user = await userForIdentity(ctx.db, await appleIdentity(ctx.config, args.idToken));
      return signedInPayload(ctx.db, sessionCfg(ctx), user, meta(ctx));
    },
    completeRegistration: (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(completeSchema, args.input);
      authorize(actorOf(ctx), 'completeRegistration', input);
      const deps = { outbox: ctx.outbox, publicUrl: ctx.config.PUBLIC_URL };
      return completeRegistration(ctx.db, deps, user, input);
    },
    acceptRequiredConsents: (_p, args, ctx) =>
      acceptRequiredConsents(ctx.db, requireViewer(ctx, 'manageAccount').user, args),
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
    locationType: (l) => l.locationType as never,
  },
};
