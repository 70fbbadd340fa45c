import { createQuoteSchema, unavailabilitySchema } from '@festa/domain/schemas/quotes';
import { parseInput } from '../../inputs.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, authorize, can, requireViewer } from '../../policies.js';
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

export const quoteResolvers: Resolvers = {
  Query: {
    locationUnavailabilities: async (_p, args, ctx) => {
      const loc = authorize(actorOf(ctx), 'readLocation', await findLocation(ctx.db, args.locationId));
      return locationUnavailabilities(ctx.db, loc);
    },
    hostNewQuoteRequests: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      authorize(actorOf(ctx), 'readLocationQuoteRequests', await locationOwner(ctx.db, args.locationId));
      return hostNewRequests(ctx.db, user.id, args.locationId, args.page);
    },
    hostQuoteRequests: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      authorize(actorOf(ctx), 'readLocationQuoteRequests', await locationOwner(ctx.db, args.locationId));
      return hostAllRequests(ctx.db, user.id, args.locationId, args.status, args.page);
    },
    myQuoteRequests: (_p, args, ctx) =>
      ownRequests(ctx.db, requireViewer(ctx, 'readOwnQuoteRequests').user.id, args.page),
    // Someone else's request answers null, exactly like a missing one.
    quoteRequest: async (_p, args, ctx) => {
      const request = await loadRequest(ctx.db, requireViewer(ctx).user.id, args.id);
      return can(actorOf(ctx), 'readQuoteRequest', request) ? request : null;
    },
  },
  Mutation: {
    createQuoteRequest: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(createQuoteSchema, args.input);
      authorize(actorOf(ctx), 'requestQuote', await findLocation(ctx.db, input.locationId));
      const deps = {
        publicUrl: ctx.config.PUBLIC_URL,
        limits: {
          perLocationDay: ctx.config.QUOTE_REQUESTS_PER_LOCATION_DAY,
          perHour: ctx.config.QUOTE_REQUESTS_PER_HOUR,
        },
      };
      const { view, events } = await createQuoteRequest(ctx.db, deps, user.id, input);
      afterCommit(ctx, events);
      return view;
    },
    markQuoteRequestRead: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const request = await loadRequest(ctx.db, user.id, args.id);
      return markRead(ctx.db, authorize(actorOf(ctx), 'markQuoteRequestRead', request));
    },
    setQuoteRequestStatus: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const request = authorize(actorOf(ctx), 'setQuoteStatus', await loadRequest(ctx.db, user.id, args.id));
      const { view, events } = await setStatus(ctx.db, ctx.config.PUBLIC_URL, request, args.status);
      afterCommit(ctx, events);
      return view;
    },
    setUnavailability: async (_p, args, ctx) => {
      requireViewer(ctx);
      const input = parseInput(unavailabilitySchema, args.input);
      const action = input.target === 'AMBIENT' ? 'setAmbientAvailability' : 'setServiceAvailability';
      const item = authorize(actorOf(ctx), action, await availabilityItem(ctx.db, input.target, input.id));
      return setUnavailability(ctx.db, input, item.locationId);
    },
  },
  QuoteRequest: {
    createdAt: (q) => q.createdAt.toISOString(),
    cancelledAt: (q) => q.cancelledAt?.toISOString() ?? null,
  },
};
