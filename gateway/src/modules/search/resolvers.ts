import { z } from 'zod';
import type { Resolvers } from '../../generated/resolvers.js';
import { fromZod } from '../../errors.js';
import { actorOf } from '../../policies.js';
import { isValidIsoDate } from '../../../../domain/index.js';
import {
  BUDGET_LIMIT,
  BUDGET_LIMIT_MESSAGE,
  filtersMetadata,
  highlightedLocations,
  latestLocations,
  searchLocations,
} from './service.js';
import { cityByName, listPartners, searchCities } from './cities.js';
import { listActivityTypes, listTags } from './catalog.js';

const filtersSchema = z
  .object({
    name: z.string().max(100).nullish(),
    city: z.string().max(100).nullish(),
    date: z.string().refine(isValidIsoDate, 'Data non valida').nullish(),
    guests: z.number().int().min(1, 'Minimo 1 ospite').max(100_000).nullish(),
    eventType: z.string().nullish(),
    budgetMin: z
      .number()
      .int()
      .min(0, BUDGET_LIMIT_MESSAGE)
      .max(BUDGET_LIMIT, BUDGET_LIMIT_MESSAGE)
      .nullish(),
    budgetMax: z
      .number()
      .int()
      .min(0, BUDGET_LIMIT_MESSAGE)
      .max(BUDGET_LIMIT, BUDGET_LIMIT_MESSAGE)
      .nullish(),
    tagIds: z.array(z.number().int()).max(50).nullish(),
    activityTypeIds: z.array(z.number().int()).max(50).nullish(),
  })
  .nullish();

export const searchResolvers: Resolvers = {
  Query: {
    searchLocations: async (_p, args, ctx) => {
      const parsed = filtersSchema.safeParse(args.filters);
      if (!parsed.success) throw fromZod(parsed.error.issues);
      return searchLocations(ctx.db, parsed.data ?? {}, args.first ?? 12, args.after);
    },
    filtersMetadata: (_p, _a, ctx) => filtersMetadata(ctx.db),
    highlightedLocations: (_p, args, ctx) => highlightedLocations(ctx.db, args.first ?? 5),
    latestLocations: (_p, args, ctx) => latestLocations(ctx.db, args.first ?? 10),
    partners: (_p, _a, ctx) => listPartners(ctx.db),
    cities: (_p, args, ctx) => searchCities(ctx.db, args.filter.slice(0, 100), args.first ?? 10),
    cityByName: (_p, args, ctx) => cityByName(ctx.db, args.name.slice(0, 100)),
    tags: (_p, _a, ctx) => listTags(ctx.db),
    activityTypes: (_p, args, ctx) => listActivityTypes(ctx.db, args.locationType),
  },
  LocationCard: {
    imageUrl: (card) =>
      'imageUrl' in card ? ((card as { imageUrl: string | null }).imageUrl ?? null) : null,
    // Anonymous viewers (most search traffic) have no favourites: no loader, no promise per card.
    isFavorite: (card, _a, ctx) => (actorOf(ctx) ? ctx.loaders.isFavorite.load(card.id) : false),
  },
  City: {
    nome: (c) => c.name,
    provincia: (c) => ({ nome: c.province }),
    sigla: (c) => c.provinceCode,
    cap: (c) => c.caps,
  },
};
