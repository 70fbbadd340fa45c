import type { Resolvers } from '../../generated/resolvers.js';
import { actorOf, can } from '../../policies.js';
import { DAYS } from '../../../../domain/index.js';
import { imagesReadWith, pageOf } from './page.js';
import { findLocation } from './service.js';

const dayOrder = (key: string) => DAYS.findIndex((d) => d.key === key);

const image = (r: { id: string; url: string }) => ({ id: r.id, imageUrl: r.url });
const images = (list: { id: string; url: string }[]) => list.map(image);
const hhmm = (r: { startTime: string; endTime: string }) => ({
  startTime: r.startTime.slice(0, 5),
  endTime: r.endTime.slice(0, 5),
});

/** What was read with the page, mapped without a promise; otherwise the loader's answer, mapped. */
function readOr<T, R>(read: T | undefined, load: () => Promise<T>, map: (value: T) => R): R | Promise<R> {
  return read !== undefined ? map(read) : load().then(map);
}

export const locationResolvers: Resolvers = {
  Query: {
    // One the viewer may not see answers null, exactly like a missing one.
    location: async (_p, args, ctx) => {
      const row = await findLocation(ctx.db, args.idOrSlug, { page: true });
      return can(actorOf(ctx), 'readLocation', row) ? row : null;
    },
  },
  // A location read with its page (the public page) answers from the relations read with it, the same
  // values the loaders would give; any other location row goes through the request's loaders.
  Location: {
    locationType: (l) => l.locationType as 'HORECA' | 'PUBLIC' | 'PRIVATE',
    timingMode: (l) => l.timingMode as 'FULL_DAY' | 'ON_REQUEST' | 'TIME_RANGE',
    activityTypes: (l, _a, ctx) => pageOf(l)?.activityTypes ?? ctx.loaders.activityTypes.load(l.id),
    tags: (l, _a, ctx) => pageOf(l)?.tags ?? ctx.loaders.tags.load(l.id),
    // With the page, the row's own search columns (kept by triggers) hold the event types and days.
    eventTypes: (l, _a, ctx) =>
      (pageOf(l)
        ? l.eventTypes
        : ctx.loaders.eventTypes.load(l.id).then((rows) => rows.map((e) => e.eventType))) as never,
    openingDays: (l, _a, ctx) =>
      (pageOf(l)
        ? DAYS.filter((_, bit) => l.openingWeekdays & (1 << bit)).map((d) => d.key)
        : ctx.loaders.openingDays
            .load(l.id)
            .then((rows) => rows.map((d) => d.day).sort((a, b) => dayOrder(a) - dayOrder(b)))) as never,
    timeRanges: (l, _a, ctx) =>
      readOr(
        pageOf(l)?.timeRanges,
        () => ctx.loaders.timeRanges.load(l.id),
        (rows) => rows.map(hhmm),
      ),
    images: (l, _a, ctx) => readOr(pageOf(l)?.images, () => ctx.loaders.locationImages.load(l.id), images),
    ambients: (l, _a, ctx) => pageOf(l)?.ambients ?? ctx.loaders.ambients.load(l.id),
    services: (l, _a, ctx) => pageOf(l)?.services ?? ctx.loaders.services.load(l.id),
    reviews: (l, _a, ctx) => pageOf(l)?.reviews ?? ctx.loaders.reviews.load(l.id),
    phoneNumber: (l) => (l.visibleContacts ? l.phoneNumber : null),
    whatsapp: (l) => (l.visibleContacts ? l.whatsapp : null),
    isFavorite: (l, _a, ctx) => (actorOf(ctx) ? ctx.loaders.isFavorite.load(l.id) : false),
    canRequestQuote: (l, _a, ctx) => can(actorOf(ctx), 'offerQuoteForm', l),
    isPublished: (l) => l.isPublic,
  },
  Ambient: {
    ambientType: (a) => a.ambientType as 'CLOSE' | 'OPEN' | 'BOTH',
    rentDuration: (a) => a.rentDuration as 'HALF' | 'FULL',
    images: (a, _x, ctx) => readOr(imagesReadWith(a), () => ctx.loaders.ambientImages.load(a.id), images),
  },
  Service: {
    serviceTypeName: (s) =>
      'serviceTypeName' in s ? String((s as { serviceTypeName: string }).serviceTypeName) : '',
    images: (s, _x, ctx) => readOr(imagesReadWith(s), () => ctx.loaders.serviceImages.load(s.id), images),
  },
  Review: {
    vote: (r) => r.voteTenths / 10,
  },
};
