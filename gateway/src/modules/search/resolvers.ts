import type { Resolvers } from '../../generated/resolvers.js';
import { searchFiltersSchema } from '@festa/domain/schemas/search';
import { parseInput } from '../../inputs.js';
import { actorOf } from '../../policies.js';
import { filtersMetadata, highlightedLocations, latestLocations, searchLocations } from './service.js';
import { cityByName, listPartners, searchCities } from './cities.js';
import { listActivityTypes, listTags } from './catalog.js';

export const searchResolvers: Resolvers = {
  Query: {
    searchLocations: async (_p, args, ctx) => {
      const filters = parseInput(searchFiltersSchema, args.filters);
      return searchLocations(ctx.db, filters ?? {}, args.first ?? 12, args.after);
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
