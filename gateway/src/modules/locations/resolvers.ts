import type { Resolvers } from '../../generated/resolvers.js';
import { viewerId } from '../../context.js';
import { findVisibleLocation } from './service.js';

const image = (r: { id: string; url: string }) => ({ id: r.id, imageUrl: r.url });

export const locationResolvers: Resolvers = {
  Query: {
    location: (_p, args, ctx) =>
      findVisibleLocation(
        ctx.db,
        args.idOrSlug,
        ctx.viewer.kind === 'signed-in' ? { id: ctx.viewer.user.id, isAdmin: ctx.viewer.user.isAdmin } : null,
        ctx.loaders,
      ),
  },
  Location: {
    locationType: (l) => l.locationType as 'HORECA' | 'PUBLIC' | 'PRIVATE',
    timingMode: (l) => l.timingMode as 'FULL_DAY' | 'ON_REQUEST' | 'TIME_RANGE',
    activityTypes: (l, _a, ctx) => ctx.loaders.activityTypes.load(l.id),
    tags: (l, _a, ctx) => ctx.loaders.tags.load(l.id),
    eventTypes: async (l, _a, ctx) =>
      (await ctx.loaders.eventTypes.load(l.id)).map((e) => e.eventType as never),
    openingDays: async (l, _a, ctx) => {
      const order = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
      const days = (await ctx.loaders.openingDays.load(l.id)).map((d) => d.day);
      return days.sort((a, b) => order.indexOf(a) - order.indexOf(b)) as never;
    },
    timeRanges: async (l, _a, ctx) =>
      (await ctx.loaders.timeRanges.load(l.id)).map((r) => ({
        startTime: r.startTime.slice(0, 5),
        endTime: r.endTime.slice(0, 5),
      })),
    images: async (l, _a, ctx) => (await ctx.loaders.locationImages.load(l.id)).map(image),
    ambients: (l, _a, ctx) => ctx.loaders.ambients.load(l.id),
    services: (l, _a, ctx) => ctx.loaders.services.load(l.id),
    reviews: (l, _a, ctx) => ctx.loaders.reviews.load(l.id),
    phoneNumber: (l) => (l.visibleContacts ? l.phoneNumber : null),
    whatsapp: (l) => (l.visibleContacts ? l.whatsapp : null),
    isFavorite: (l, _a, ctx) => (ctx.viewer.kind === 'signed-in' ? ctx.loaders.isFavorite.load(l.id) : false),
    canRequestQuote: (l, _a, ctx) => l.isPublic && viewerId(ctx) !== l.ownerId,
    isPublished: (l) => l.isPublic,
  },
  Ambient: {
    ambientType: (a) => a.ambientType as 'CLOSE' | 'OPEN' | 'BOTH',
    rentDuration: (a) => a.rentDuration as 'HALF' | 'FULL',
    images: async (a, _x, ctx) => (await ctx.loaders.ambientImages.load(a.id)).map(image),
  },
  Service: {
    serviceTypeName: (s) =>
      'serviceTypeName' in s ? String((s as { serviceTypeName: string }).serviceTypeName) : '',
    images: async (s, _x, ctx) => (await ctx.loaders.serviceImages.load(s.id)).map(image),
  },
  Review: {
    vote: (r) => r.voteTenths / 10,
  },
};
