import { allowedQuoteActions, effectiveQuoteStatus, todayInRome } from '@festalocation/domain';
import {
  acceptQuoteSchema,
  cancelBookingSchema,
  createQuoteSchema,
  declineQuoteSchema,
  extendQuoteSchema,
  sendQuoteSchema,
  unavailabilitySchema,
} from '@festalocation/domain/schemas/quotes';
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
import { acceptQuote, cancelBooking, declineQuote, extendQuote, quoteVersions, sendQuote } from './priced.js';
import { quoteFields } from './presentQuote.js';
import type { Context } from '../../context.js';
import { depositsOnline } from '../deposits/accounts.js';

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
    sendQuote: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(sendQuoteSchema, args.input);
      const request = await loadRequest(ctx.db, user.id, input.quoteRequestId);
      const view = authorize(actorOf(ctx), 'sendQuote', request);
      const { view: sent, events } = await sendQuote(ctx.db, deps(ctx), view, input);
      afterCommit(ctx, events);
      return sent;
    },
    extendQuote: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(extendQuoteSchema, args);
      const request = await loadRequest(ctx.db, user.id, input.quoteRequestId);
      const view = authorize(actorOf(ctx), 'sendQuote', request);
      const { view: extended, events } = await extendQuote(ctx.db, deps(ctx), view, input.validUntil);
      afterCommit(ctx, events);
      return extended;
    },
    acceptQuote: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(acceptQuoteSchema, args);
      const request = await loadRequest(ctx.db, user.id, input.quoteRequestId);
      const view = authorize(actorOf(ctx), 'answerQuote', request);
      const { view: accepted, events } = await acceptQuote(ctx.db, deps(ctx), view, input.version);
      afterCommit(ctx, events);
      return accepted;
    },
    declineQuote: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(declineQuoteSchema, args);
      const request = await loadRequest(ctx.db, user.id, input.quoteRequestId);
      const view = authorize(actorOf(ctx), 'answerQuote', request);
      const { view: declined, events } = await declineQuote(ctx.db, deps(ctx), view, input.reason);
      afterCommit(ctx, events);
      return declined;
    },
    cancelBooking: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(cancelBookingSchema, args);
      const request = authorize(
        actorOf(ctx),
        'readQuoteRequest',
        await loadRequest(ctx.db, user.id, input.quoteRequestId),
      );
      // The host of the location or the guest who sent it: which one decides who cancelled.
      const side = request.isHostView ? 'HOST' : 'GUEST';
      const action = side === 'HOST' ? 'sendQuote' : 'answerQuote';
      const view = authorize(actorOf(ctx), action, request);
      const { view: cancelled, events } = await cancelBooking(ctx.db, deps(ctx), view, side, input.reason);
      afterCommit(ctx, events);
      // A deposit paid online may be owed back: billing's worker makes the refund now rather than at its next round.
      ctx.cancellations?.kick();
      return cancelled;
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
    // 'Scaduta' is read, not stored: a QUOTED request past its quote's validity.
    status: (q) => effectiveQuoteStatus({ ...q, validUntil: q.quoteValidUntil }, todayInRome()),
    quotes: async (q, _args, ctx) => (await quoteVersions(ctx.db, q.id)).map(quoteFields),
    actions: (q) =>
      allowedQuoteActions(
        q.isHostView ? 'HOST' : 'GUEST',
        { ...q, validUntil: q.quoteValidUntil },
        todayInRome(),
      ),
    createdAt: (q) => q.createdAt.toISOString(),
    cancelledAt: (q) => q.cancelledAt?.toISOString() ?? null,
  },
};

const deps = (ctx: Pick<Context, 'config' | 'billing'>) => ({
  publicUrl: ctx.config.PUBLIC_URL,
  depositsOnline: depositsOnline(ctx.billing),
});
