import type { Resolvers } from '../../generated/resolvers.js';
import type { Context } from '../../context.js';
import { requireViewer } from '../../policies.js';
import { depositAccountView, startDepositOnboarding, type DepositDeps } from './accounts.js';

const depsOf = (ctx: Context): DepositDeps => ({
  db: ctx.db,
  config: ctx.config,
  logger: ctx.logger,
  billing: ctx.billing,
});

export const depositResolvers: Resolvers = {
  Query: {
    depositAccount: async (_p, _a, ctx) => {
      const { user } = requireViewer(ctx, 'manageDepositAccount');
      return depositAccountView(depsOf(ctx), user.id);
    },
  },
  Mutation: {
    startDepositOnboarding: async (_p, _a, ctx) => {
      const { user } = requireViewer(ctx, 'manageDepositAccount');
      return { url: await startDepositOnboarding(depsOf(ctx), { id: user.id, email: user.email }) };
    },
  },
};
