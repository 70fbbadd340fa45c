import { idSchema } from '../../../../domain/schemas/common.js';
import { createQuoteSchema, unavailabilitySchema } from '../../../../domain/schemas/quotes.js';
import { parseInput } from '../../inputs.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { notFound, unauthenticated } from '../../errors.js';
import type { Context } from '../../context.js';
import { afterCommit } from '../notifications/events.js';
import { createQuoteRequest } from './create.js';
import {
  findRequest,
  hostAllRequests,
  hostNewRequests,
  locationUnavailabilities,
  markRead,
  ownRequests,
  QUOTE_NOT_FOUND,
  setStatus,
  setUnavailability,
} from './manage.js';

function signedIn(ctx: Context) {
  if (ctx.viewer.kind !== 'signed-in') throw unauthenticated();
  return ctx.viewer.user;
}

const uuid = idSchema;

const page = (p: number | null | undefined) => Math.min(Math.max(1, p ?? 1), 10_000);

export const quoteResolvers: Resolvers = {
  Query: {
    locationUnavailabilities: (_p, args, ctx) =>
      locationUnavailabilities(
        ctx.db,
        args.locationId,
        ctx.viewer.kind === 'signed-in' ? { id: ctx.viewer.user.id, isAdmin: ctx.viewer.user.isAdmin } : null,
      ),
    hostNewQuoteRequests: (_p, args, ctx) => {
      const user = signedIn(ctx);
      if (!uuid.safeParse(args.locationId).success) throw notFound('Location non trovata');
      return hostNewRequests(ctx.db, user.id, args.locationId, page(args.page));
    },
    hostQuoteRequests: (_p, args, ctx) => {
      const user = signedIn(ctx);
      if (!uuid.safeParse(args.locationId).success) throw notFound('Location non trovata');
      return hostAllRequests(ctx.db, user.id, args.locationId, args.status, page(args.page));
    },
    myQuoteRequests: (_p, args, ctx) => ownRequests(ctx.db, signedIn(ctx).id, page(args.page)),
    quoteRequest: (_p, args, ctx) => findRequest(ctx.db, signedIn(ctx).id, args.id),
  },
  Mutation: {
    createQuoteRequest: async (_p, args, ctx) => {
      const user = signedIn(ctx);
      const input = parseInput(createQuoteSchema, args.input);
      const { view, events } = await createQuoteRequest(ctx.db, ctx.config.PUBLIC_URL, user.id, input);
      afterCommit(ctx, events);
      return view;
    },
    markQuoteRequestRead: (_p, args, ctx) => {
      const user = signedIn(ctx);
      if (!uuid.safeParse(args.id).success) throw notFound(QUOTE_NOT_FOUND);
      return markRead(ctx.db, user.id, args.id);
    },
    setQuoteRequestStatus: async (_p, args, ctx) => {
      const user = signedIn(ctx);
      if (!uuid.safeParse(args.id).success) throw notFound(QUOTE_NOT_FOUND);
      const { view, events } = await setStatus(ctx.db, ctx.config.PUBLIC_URL, user.id, args.id, args.status);
      afterCommit(ctx, events);
      return view;
    },
    setUnavailability: (_p, args, ctx) =>
      setUnavailability(ctx.db, signedIn(ctx).id, parseInput(unavailabilitySchema, args.input)),
  },
  QuoteRequest: {
    createdAt: (q) => q.createdAt.toISOString(),
  },
};
