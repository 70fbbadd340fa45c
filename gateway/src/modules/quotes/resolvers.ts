import { z } from 'zod';
import { QUOTE_TEXT_MAX } from '../../../../domain/index.js';
import { calendarDateSchema, idSchema } from '../../inputs.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { fromZod, notFound } from '../../errors.js';
import {
  actorOf,
  authorize,
  can,
  LOCATION_NOT_FOUND,
  QUOTE_NOT_FOUND,
  requireViewer,
} from '../../policies.js';
import { afterCommit } from '../notifications/events.js';
import { findLocation } from '../locations/service.js';
import { createQuoteRequest } from './create.js';
import {
  availabilityItem,
  hostAllRequests,
  hostNewRequests,
  loadRequest,
  locationOwner,
  locationUnavailabilities,
  markRead,
  ownRequests,
  setStatus,
  setUnavailability,
} from './manage.js';

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
    locationUnavailabilities: async (_p, args, ctx) => {
      const loc = authorize(actorOf(ctx), 'readLocation', await findLocation(ctx.db, args.locationId));
      return locationUnavailabilities(ctx.db, loc);
    },
    hostNewQuoteRequests: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      if (!uuid.safeParse(args.locationId).success) throw notFound(LOCATION_NOT_FOUND);
      authorize(actorOf(ctx), 'readLocationQuoteRequests', await locationOwner(ctx.db, args.locationId));
      return hostNewRequests(ctx.db, user.id, args.locationId, page(args.page));
    },
    hostQuoteRequests: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      if (!uuid.safeParse(args.locationId).success) throw notFound(LOCATION_NOT_FOUND);
      authorize(actorOf(ctx), 'readLocationQuoteRequests', await locationOwner(ctx.db, args.locationId));
      return hostAllRequests(ctx.db, user.id, args.locationId, args.status, page(args.page));
    },
    myQuoteRequests: (_p, args, ctx) =>
      ownRequests(ctx.db, requireViewer(ctx, 'readOwnQuoteRequests').user.id, page(args.page)),
    // Someone else's request answers null, exactly like a missing one.
    quoteRequest: async (_p, args, ctx) => {
      const request = await loadRequest(ctx.db, requireViewer(ctx).user.id, args.id);
      return can(actorOf(ctx), 'readQuoteRequest', request) ? request : null;
    },
  },
  Mutation: {
    createQuoteRequest: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parse(createSchema, args.input);
      authorize(actorOf(ctx), 'requestQuote', await findLocation(ctx.db, input.locationId));
      const { view, events } = await createQuoteRequest(ctx.db, ctx.config.PUBLIC_URL, user.id, input);
      afterCommit(ctx, events);
      return view;
    },
    markQuoteRequestRead: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      if (!uuid.safeParse(args.id).success) throw notFound(QUOTE_NOT_FOUND);
      const request = await loadRequest(ctx.db, user.id, args.id);
      return markRead(ctx.db, authorize(actorOf(ctx), 'markQuoteRequestRead', request));
    },
    setQuoteRequestStatus: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      if (!uuid.safeParse(args.id).success) throw notFound(QUOTE_NOT_FOUND);
      const request = authorize(actorOf(ctx), 'setQuoteStatus', await loadRequest(ctx.db, user.id, args.id));
      const { view, events } = await setStatus(ctx.db, ctx.config.PUBLIC_URL, request, args.status);
      afterCommit(ctx, events);
      return view;
    },
    setUnavailability: async (_p, args, ctx) => {
      requireViewer(ctx);
      const input = parse(unavailabilitySchema, args.input);
      const action = input.target === 'AMBIENT' ? 'setAmbientAvailability' : 'setServiceAvailability';
      authorize(actorOf(ctx), action, await availabilityItem(ctx.db, input.target, input.id));
      return setUnavailability(ctx.db, input);
    },
  },
  QuoteRequest: {
    createdAt: (q) => q.createdAt.toISOString(),
  },
};
