import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, authorize, can, requireViewer } from '../../policies.js';
import { DAYS } from '@festalocation/domain';
import {
  createLocationInputSchema,
  locationChangesInputSchema,
} from '@festalocation/domain/schemas/locations';
import { parseInput } from '../../inputs.js';
import { cancelLocationChangeRequest, deleteLocation, requestLocationChanges } from './changes.js';
import { createLocation } from './create.js';
import { earlyAdopterProgramme } from '../billing/service.js';
import { findHostLocation } from './essentials.js';
import { loadGeneral, updateLocationGeneral } from './general.js';
import { hostLocationView } from './host.js';
import { deleteItem, itemWithLocation, loadItems, upsertAmbient, upsertService } from './items.js';
import {
  ambientInputSchema,
  serviceInputSchema,
  updateLocationInputSchema,
} from '@festalocation/domain/schemas/listing';
import { listServiceTypes } from './service.js';
import { afterCommit } from '../notifications/events.js';
import { deletionImpact } from '../quotes/cancel.js';
import { imagesReadWith, pageOf } from './page.js';
import { findLocation } from './service.js';
import { recordLocationView } from '../stats/views.js';

const image = (r: { id: string; url: string }) => ({ id: r.id, imageUrl: r.url });
const images = (list: { id: string; url: string }[]) => list.map(image);
const hhmm = (r: { startTime: string; endTime: string }) => ({
  startTime: r.startTime.slice(0, 5),
  endTime: r.endTime.slice(0, 5),
});

export const locationResolvers: Resolvers = {
  Query: {
    serviceTypes: (_p, _a, ctx) => listServiceTypes(ctx.db),
    // One the viewer may not see answers null, exactly like a missing one.
    // This query is what the location's page reads, server-rendered or in the browser (never both for
    // one visit: the browser starts from the server's data), so the page's views are counted here.
    location: async (_p, args, ctx) => {
      const row = await findLocation(ctx.db, args.idOrSlug, { page: true });
      const actor = actorOf(ctx);
      if (!row || !can(actor, 'readLocation', row)) return null;
      if (row.isPublic) {
        const viewer = {
          userId: actor?.id ?? null,
          isAdmin: actor?.isAdmin === true,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        };
        // A count that fails never costs the visitor the page.
        await recordLocationView(ctx.db, ctx.config.jwtSecret, row, viewer).catch((err: unknown) =>
          ctx.logger.warn({ err: (err as Error).message }, 'location view not counted'),
        );
      }
      return row;
    },
    // Someone else's location, or a deleted one, answers null like a missing one.
    hostLocation: async (_p, args, ctx) => {
      requireViewer(ctx);
      const row = await findHostLocation(ctx.db, args.id);
      return can(actorOf(ctx), 'manageLocation', row) ? hostLocationView(ctx.db, row!) : null;
    },
    // Who may see what a deletion would cancel is who may delete: the same rules as the mutations.
    deletionImpact: async (_p, args, ctx) => {
      requireViewer(ctx);
      const actor = actorOf(ctx);
      if (args.target === 'LOCATION')
        authorize(actor, 'manageLocation', await findHostLocation(ctx.db, args.id));
      else
        authorize(
          actor,
          args.target === 'AMBIENT' ? 'editAmbient' : 'editService',
          await itemWithLocation(ctx.db, args.target, args.id),
        );
      return deletionImpact(ctx.db, args.target, args.id);
    },
  },
  Mutation: {
    updateLocation: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(updateLocationInputSchema, args.input);
      authorize(actorOf(ctx), 'editLocation', await findHostLocation(ctx.db, input.locationId));
      await updateLocationGeneral(ctx.db, user.id, input);
      return hostLocationView(ctx.db, (await findHostLocation(ctx.db, input.locationId))!);
    },
    upsertAmbient: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(ambientInputSchema, args.input);
      authorize(actorOf(ctx), 'editAmbient', await findHostLocation(ctx.db, input.locationId));
      const row = await upsertAmbient(ctx.db, user.id, input);
      return (await loadItems(ctx.db, 'AMBIENT', { id: row.id }))[0]!;
    },
    upsertService: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(serviceInputSchema, args.input);
      authorize(actorOf(ctx), 'editService', await findHostLocation(ctx.db, input.locationId));
      const row = await upsertService(ctx.db, user.id, input);
      return (await loadItems(ctx.db, 'SERVICE', { id: row.id }))[0]!;
    },
    deleteAmbient: async (_p, args, ctx) => {
      requireViewer(ctx);
      const item = authorize(actorOf(ctx), 'editAmbient', await itemWithLocation(ctx.db, 'AMBIENT', args.id));
      afterCommit(ctx, await deleteItem(ctx.db, ctx.config.PUBLIC_URL, 'AMBIENT', item.id, item.locationId));
      return true;
    },
    deleteService: async (_p, args, ctx) => {
      requireViewer(ctx);
      const item = authorize(actorOf(ctx), 'editService', await itemWithLocation(ctx.db, 'SERVICE', args.id));
      afterCommit(ctx, await deleteItem(ctx.db, ctx.config.PUBLIC_URL, 'SERVICE', item.id, item.locationId));
      return true;
    },
    createLocation: async (_p, args, ctx) => {
      const { user, sessionId } = requireViewer(ctx, 'createLocation');
      const input = parseInput(createLocationInputSchema, args.input);
      const programme = earlyAdopterProgramme(ctx.config);
      return createLocation(ctx.db, { userId: user.id, sessionId }, input, programme.endDate);
    },
    requestLocationChanges: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const input = parseInput(locationChangesInputSchema, args.input);
      authorize(actorOf(ctx), 'editLocation', await findHostLocation(ctx.db, input.locationId));
      await requestLocationChanges(ctx.db, user.id, input);
      return hostLocationView(ctx.db, (await findHostLocation(ctx.db, input.locationId))!);
    },
    cancelLocationChangeRequest: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const row = authorize(actorOf(ctx), 'manageLocation', await findHostLocation(ctx.db, args.locationId));
      await cancelLocationChangeRequest(ctx.db, user.id, row.id);
      return hostLocationView(ctx.db, row);
    },
    deleteLocation: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const row = authorize(actorOf(ctx), 'manageLocation', await findHostLocation(ctx.db, args.id));
      afterCommit(ctx, await deleteLocation(ctx.db, ctx.config.PUBLIC_URL, user.id, row.id));
      // Its subscription is cancelled at the provider after the commit (a task the deletion recorded).
      ctx.cancellations?.kick();
      return true;
    },
  },
  HostLocation: {
    general: (l, _a, ctx) => loadGeneral(ctx.db, l.id),
    ambients: (l, _a, ctx) => loadItems(ctx.db, 'AMBIENT', { locationId: l.id }),
    services: (l, _a, ctx) => loadItems(ctx.db, 'SERVICE', { locationId: l.id }),
    approvalStatus: (l) => l.approvalStatus as never,
    subscriptionType: (l) => l.subscriptionType as never,
    subscriptionStatus: (l) => l.subscriptionStatus as never,
  },
  LocationEssentials: {
    locationType: (e) => e.locationType as never,
  },
  // Every Location comes from the one-statement page: its fields answer from what that statement read,
  // without a DataLoader or a promise per field.
  Location: {
    locationType: (l) => l.locationType as 'HORECA' | 'PUBLIC' | 'PRIVATE',
    timingMode: (l) => l.timingMode as 'FULL_DAY' | 'ON_REQUEST' | 'TIME_RANGE',
    activityTypes: (l) => pageOf(l).activityTypes,
    tags: (l) => pageOf(l).tags,
    // The row's own search columns (kept by triggers) hold the event types and the opening days.
    eventTypes: (l) => l.eventTypes as never,
    openingDays: (l) => DAYS.filter((_, bit) => l.openingWeekdays & (1 << bit)).map((d) => d.key) as never,
    timeRanges: (l) => pageOf(l).timeRanges.map(hhmm),
    images: (l) => images(pageOf(l).images),
    ambients: (l) => pageOf(l).ambients,
    services: (l) => pageOf(l).services,
    reviews: (l) => pageOf(l).reviews,
    phoneNumber: (l) => (l.visibleContacts ? l.phoneNumber : null),
    whatsapp: (l) => (l.visibleContacts ? l.whatsapp : null),
    isFavorite: (l, _a, ctx) => (actorOf(ctx) ? ctx.loaders.isFavorite.load(l.id) : false),
    canRequestQuote: (l, _a, ctx) => can(actorOf(ctx), 'offerQuoteForm', l),
    isPublished: (l) => l.isPublic,
  },
  Ambient: {
    ambientType: (a) => a.ambientType as 'CLOSE' | 'OPEN' | 'BOTH',
    rentDuration: (a) => a.rentDuration as 'HALF' | 'FULL',
    images: (a) => images(imagesReadWith(a)),
  },
  Service: {
    serviceTypeName: (s) =>
      'serviceTypeName' in s ? String((s as { serviceTypeName: string }).serviceTypeName) : '',
    images: (s) => images(imagesReadWith(s)),
  },
  Review: {
    vote: (r) => r.voteTenths / 10,
  },
};
