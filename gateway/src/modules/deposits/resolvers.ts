import { desc, eq } from 'drizzle-orm';
import { acceptQuoteSchema } from '@festalocation/domain/schemas/quotes';
import type { Resolvers } from '../../generated/resolvers.js';
import type { Context } from '../../context.js';
import { depositPayments } from '../../db/schema/index.js';
import { parseInput } from '../../inputs.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import { loadRequest } from '../quotes/manage.js';
import { quoteVersions } from '../quotes/priced.js';
import { depositAccountView, depositsOnline, startDepositOnboarding, type DepositDeps } from './accounts.js';
import { onlineDepositOf } from './holds.js';
import { startDepositPayment } from './payments.js';

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
    startDepositPayment: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(acceptQuoteSchema, args);
      const request = await loadRequest(ctx.db, user.id, input.quoteRequestId);
      const view = authorize(actorOf(ctx), 'answerQuote', request);
      return { url: await startDepositPayment(depsOf(ctx), view, input.version) };
    },
  },
  // The request reached its viewer through the quote rules (one of its two sides): these only add to it.
  QuoteRequest: {
    depositOnline: async (q, _a, ctx) => {
      const [latest] = await quoteVersions(ctx.db, q.id);
      if (!latest) return false;
      return (await onlineDepositOf(ctx.db, depositsOnline(ctx.billing), q.ownerId, latest)) !== null;
    },
    depositPayment: async (q, _a, ctx) => {
      const [row] = await ctx.db
        .select()
        .from(depositPayments)
        .where(eq(depositPayments.quoteRequestId, q.id))
        .orderBy(desc(depositPayments.createdAt))
        .limit(1);
      return row
        ? {
            status: row.status as 'OPEN' | 'PAID' | 'EXPIRED',
            amountCents: row.amountCents,
            holdUntil: row.holdUntil.toISOString(),
            paidAt: row.paidAt?.toISOString() ?? null,
            refundDueCents: row.refundDueCents,
            refundedCents: row.refundedCents,
          }
        : null;
    },
  },
};
