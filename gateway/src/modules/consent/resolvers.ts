import type { Resolvers } from '../../generated/resolvers.js';
import { cookieConsentSchema } from '@festa/domain/schemas/cookieConsent';
import { parseInput } from '../../inputs.js';
import { requireViewer } from '../../policies.js';
import { updateCookieConsent } from './service.js';

export const consentResolvers: Resolvers = {
  User: {
    // A person's privacy choices are theirs alone, whichever path reaches their User.
    cookieConsent: (u, _a, ctx) =>
      ctx.viewer.kind === 'signed-in' && ctx.viewer.user.id === u.id ? (u.cookieConsent ?? null) : null,
  },
  Mutation: {
    updateCookieConsent: (_p, args, ctx) =>
      updateCookieConsent(
        ctx.db,
        requireViewer(ctx, 'manageAccount').user,
        parseInput(cookieConsentSchema, args.input),
      ),
  },
};
