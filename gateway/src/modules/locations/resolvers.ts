import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, can } from '../../policies.js';
import { DAYS } from '../../../../domain/index.js';
import { imagesReadWith, pageOf } from './page.js';
import { findLocation } from './service.js';

const image = (r: { id: string; url: string }) => ({ id: r.id, imageUrl: r.url });
const images = (list: { id: string; url: string }[]) => list.map(image);
const hhmm = (r: { startTime: string; endTime: string }) => ({
  startTime: r.startTime.slice(0, 5),
  endTime: r.endTime.slice(0, 5),
});

export const locationResolvers: Resolvers = {
  Query: {
    // One the viewer may not see answers null, exactly like a missing one.
    location: async (_p, args, ctx) => {
      const row = await findLocation(ctx.db, args.idOrSlug, { page: true });
      return can(actorOf(ctx), 'readLocation', row) ? row : null;
    },
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
