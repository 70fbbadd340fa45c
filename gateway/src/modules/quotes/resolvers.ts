import { z } from 'zod';
import { QUOTE_TEXT_MAX } from '../../../../domain/index.js';
import { calendarDateSchema, idSchema } from '../../inputs.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { fromZod, notFound, unauthenticated } from '../../errors.js';
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
const isoDate = calendarDateSchema;
// Blank text is stored as null; the limit is the spec's 400 characters.
const optionalText = z
  .string()
  .max(QUOTE_TEXT_MAX, `Massimo ${QUOTE_TEXT_MAX} caratteri`)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

const createSchema = z.object({
  locationId: uuid,
  ambients: z.array(uuid).max(100),
  services: z.array(uuid).max(100),
  guests: z.number().int().min(1, 'Il numero minimo di ospiti è 1').max(100_000),
  date: isoDate,
  note: optionalText,
  allergens: optionalText,
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
});

const unavailabilitySchema = z.object({
  target: z.enum(['AMBIENT', 'SERVICE']),
  id: uuid,
  dates: z.array(isoDate).max(366),
  available: z.boolean(),
});

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fromZod(parsed.error.issues);
  return parsed.data;
};

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
      const input = parse(createSchema, args.input);
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
      setUnavailability(ctx.db, signedIn(ctx).id, parse(unavailabilitySchema, args.input)),
  },
  QuoteRequest: {
    createdAt: (q) => q.createdAt.toISOString(),
  },
};
