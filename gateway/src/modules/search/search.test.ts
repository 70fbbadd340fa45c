import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateText, type PriceProfile } from '@festalocation/domain';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import {
  buildActivityType,
  buildLocation,
  buildTag,
  buildUser,
  tokenFor,
  uid,
} from '../../test/factories.js';

const SEARCH = /* GraphQL */ `
  query ($filters: SearchFilters, $first: Int, $after: String) {
    searchLocations(filters: $filters, first: $first, after: $after) {
      items {
        id
        name
        city
        minPriceCents
        priceProfile {
          ambients {
            capacity
            rentPriceCents
          }
          services {
            pricePerPersonCents
            ambientIncluded
          }
        }
        imageUrl
        isFavorite
      }
      nextCursor
      hasMore
    }
  }
`;

type Page = {
  items: {
    id: string;
    name: string;
    minPriceCents: number | null;
    priceProfile: PriceProfile;
    imageUrl: string | null;
  }[];
  nextCursor: string | null;
  hasMore: boolean;
};

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

async function search(filters: Record<string, unknown>, first = 50, after?: string) {
  const res = await gw.gql<{ searchLocations: Page }>(SEARCH, { filters, first, after });
  expect(res.errors).toBeUndefined();
  return res.data!.searchLocations;
}

const ids = (p: Page) => p.items.map((i) => i.id).sort();

describe('searchLocations', () => {
  it('shows only public locations: approved with an active or free-forever subscription', async () => {
    const city = `Borgo ${uid()}`;
    const db = gw.database.db;
    const active = await buildLocation(db, { city });
    const free = await buildLocation(db, {
      city,
      subscriptionType: 'FREE_FOREVER',
      subscriptionStatus: 'INACTIVE',
    });
    await buildLocation(db, { city, approvalStatus: 'PENDING' });
    await buildLocation(db, { city, subscriptionStatus: 'INACTIVE' });
    await buildLocation(db, { city, subscriptionStatus: 'PAST_DUE' });
    await buildLocation(db, { city, deletedAt: new Date() });
    const page = await search({ city });
    expect(ids(page)).toEqual([active.id, free.id].sort());
    // The card image is the location's first gallery image.
    expect(page.items.find((i) => i.id === active.id)?.imageUrl).toBe(`/media/test/${active.id}-0.webp`);
  });

  it('matches the city regardless of case and accents', async () => {
    const base = `Citta ${uid()}`;
    const loc = await buildLocation(gw.database.db, { city: `${base}à` });
    expect(ids(await search({ city: `${base.toUpperCase()}A` }))).toEqual([loc.id]);
    expect(ids(await search({ city: `  ${base.toLowerCase()}á ` }))).toEqual([loc.id]);
  });

  it('keeps, for a date, locations open that weekday with an ambient not blocked that day', async () => {
    const city = `Data ${uid()}`;
    const db = gw.database.db;
    // 2030-06-03 is a Monday.
    const open = await buildLocation(db, {
      city,
      openingDays: ['MONDAY'],
      ambients: [{ blocked: ['2030-06-04'] }],
    });
    await buildLocation(db, { city, openingDays: ['TUESDAY'] });
    await buildLocation(db, { city, openingDays: ['MONDAY'], ambients: [{ blocked: ['2030-06-03'] }] });
    const partly = await buildLocation(db, {
      city,
      openingDays: ['MONDAY'],
      ambients: [{ blocked: ['2030-06-03'] }, {}],
    });
    expect(ids(await search({ city, date: '2030-06-03' }))).toEqual([open.id, partly.id].sort());
  });

  it('keeps locations whose total ambient capacity reaches the guests', async () => {
    const city = `Ospiti ${uid()}`;
    const db = gw.database.db;
    const big = await buildLocation(db, { city, ambients: [{ capacity: 60 }, { capacity: 50 }] });
    await buildLocation(db, { city, ambients: [{ capacity: 100 }] });
    expect(ids(await search({ city, guests: 110 }))).toEqual([big.id]);
  });

  it('filters by event type', async () => {
    const city = `Evento ${uid()}`;
    const wedding = await buildLocation(gw.database.db, { city, eventTypes: ['WEDDING', 'BAPTISM'] });
    await buildLocation(gw.database.db, { city, eventTypes: ['GRADUATION'] });
    expect(ids(await search({ city, eventType: 'WEDDING' }))).toEqual([wedding.id]);
  });

  it('filters by budget on the party estimate for the guests searched for (domain/estimate.ts)', async () => {
    const city = `Stima ${uid()}`;
    const db = gw.database.db;
    // 60 guests: the villa's only room for them costs 2.200 € although a service costs 5 € per person.
    const villa = await buildLocation(db, {
      city,
      ambients: [
        { capacity: 30, rentPriceCents: 40_000 },
        { capacity: 80, rentPriceCents: 220_000 },
      ],
      services: [{ pricePerPersonCents: 500 }],
    });
    // An included room: the service that covers it × 60 = 3.150 €.
    const included = await buildLocation(db, {
      city,
      ambients: [{ capacity: 100, rentPriceCents: 0 }],
      services: [{ pricePerPersonCents: 5_250, ambientIncluded: true }, { pricePerPersonCents: 700 }],
    });
    // Nothing holds 60 guests in one room: no estimate, so no budget takes it.
    const split = await buildLocation(db, {
      city,
      ambients: [
        { capacity: 40, rentPriceCents: 10_000 },
        { capacity: 40, rentPriceCents: 10_000 },
      ],
    });
    const all = await search({ city, guests: 60 });
    expect(ids(all)).toEqual([villa.id, included.id, split.id].sort());
    const text = (id: string) => estimateText(all.items.find((i) => i.id === id)!.priceProfile, 60);
    expect(text(villa.id)).toBe('circa 2.200 € per 60 ospiti');
    expect(text(included.id)).toBe('circa 3.150 € per 60 ospiti');
    expect(text(split.id)).toBe('affitto da 100,00 €');
    expect(ids(await search({ city, guests: 60, budgetMin: 10, budgetMax: 3000 }))).toEqual([villa.id]);
    expect(ids(await search({ city, guests: 60, budgetMin: 3000, budgetMax: 3150 }))).toEqual([included.id]);
    expect(ids(await search({ city, guests: 60, budgetMin: 10, budgetMax: 3140 }))).toEqual([villa.id]);
    // Without guests the budget prices a party of one: the villa's 400 € room, the included room's 52,50 €
    // (53 € rounded), the split's 100 € room.
    expect(ids(await search({ city, budgetMin: 10, budgetMax: 90 }))).toEqual([included.id]);
    // The slider reaches every estimate: the included room priced for its 100 guests is 5.250 €.
    const meta = await gw.gql<{ filtersMetadata: { maxPrice: number } }>('{ filtersMetadata { maxPrice } }');
    expect(meta.data!.filtersMetadata.maxPrice).toBeGreaterThanOrEqual(5_250);
  });

  it('pages a budget search through rows it skips, one page at a time', async () => {
    const city = `Pagine ${uid()}`;
    const db = gw.database.db;
    const inBudget: string[] = [];
    // Newest first: 3 in budget (a 100 € room), each behind 30 over it whose lowest price (5 € per person)
    // passes the index's bound but whose estimate (5 € × 60) does not: a page of 2 reads past a batch.
    const over = {
      ambients: [{ capacity: 100, rentPriceCents: 0 }],
      services: [{ pricePerPersonCents: 500 }],
    };
    for (let i = 0; i < 3; i++) {
      const cheap = { city, ambients: [{ capacity: 100, rentPriceCents: 10_000 }] };
      inBudget.push((await buildLocation(db, cheap)).id);
      for (let j = 0; j < 30; j++) await buildLocation(db, { city, ...over });
    }
    const filters = { city, guests: 60, budgetMin: 10, budgetMax: 200 };
    const first = await search(filters, 2);
    expect(first.items.map((i) => i.id)).toEqual([inBudget[2], inBudget[1]]);
    expect(first.hasMore).toBe(true);
    const second = await search(filters, 2, first.nextCursor!);
    expect(second.items.map((i) => i.id)).toEqual([inBudget[0]]);
    expect(second.hasMore).toBe(false);
  });

  it('filters by budget on the lowest price: ambient rents above zero and service prices per person', async () => {
    const city = `Budget ${uid()}`;
    const db = gw.database.db;
    const cheap = await buildLocation(db, {
      city,
      ambients: [{ rentPriceCents: 0 }, { rentPriceCents: 90_000 }],
      services: [{ pricePerPersonCents: 3_000 }],
    });
    const pricey = await buildLocation(db, { city, ambients: [{ rentPriceCents: 120_000 }] });
    expect(cheap.minPriceCents).toBe(3_000);
    expect(pricey.minPriceCents).toBe(120_000);
    expect(ids(await search({ city, budgetMin: 10, budgetMax: 100 }))).toEqual([cheap.id]);
    expect(ids(await search({ city, budgetMin: 1000, budgetMax: 1500 }))).toEqual([pricey.id]);
  });

  it('requires every selected tag and at least one selected activity type', async () => {
    const city = `Tag ${uid()}`;
    const db = gw.database.db;
    const [pool, garden] = [await buildTag(db), await buildTag(db)];
    const [bar, pub] = [await buildActivityType(db), await buildActivityType(db)];
    const both = await buildLocation(db, { city, tagIds: [pool.id, garden.id], activityTypeIds: [bar.id] });
    const onlyPool = await buildLocation(db, { city, tagIds: [pool.id], activityTypeIds: [pub.id] });
    expect(ids(await search({ city, tagIds: [pool.id, garden.id] }))).toEqual([both.id]);
    expect(ids(await search({ city, activityTypeIds: [bar.id, pub.id] }))).toEqual(
      [both.id, onlyPool.id].sort(),
    );
    expect(ids(await search({ city, tagIds: [pool.id], activityTypeIds: [pub.id] }))).toEqual([onlyPool.id]);
  });

  it('matches names by similarity', async () => {
    const city = `Nome ${uid()}`;
    const villa = await buildLocation(gw.database.db, { city, name: 'Villa Aurora dei Colli' });
    await buildLocation(gw.database.db, { city, name: 'Terrazza sul Naviglio' });
    expect(ids(await search({ city, name: 'aurora' }))).toEqual([villa.id]);
    expect(ids(await search({ city, name: 'Vila Aurora' }))).toEqual([villa.id]);
  });

  it('combines every filter with AND', async () => {
    const city = `Tutti ${uid()}`;
    const db = gw.database.db;
    const tag = await buildTag(db);
    const act = await buildActivityType(db);
    const base = {
      city,
      name: 'Cascina Belvedere',
      openingDays: ['MONDAY'],
      ambients: [{ capacity: 80, rentPriceCents: 40_000 }],
      eventTypes: ['WEDDING'],
      tagIds: [tag.id],
      activityTypeIds: [act.id],
    };
    const match = await buildLocation(db, base);
    // Each of these fails exactly one filter.
    await buildLocation(db, { ...base, name: 'Terrazza Navigli' });
    await buildLocation(db, { ...base, openingDays: ['TUESDAY'] });
    await buildLocation(db, { ...base, ambients: [{ capacity: 20, rentPriceCents: 40_000 }] });
    await buildLocation(db, { ...base, eventTypes: ['GRADUATION'] });
    await buildLocation(db, { ...base, ambients: [{ capacity: 80, rentPriceCents: 900_000 }] });
    await buildLocation(db, { ...base, tagIds: [] });
    await buildLocation(db, { ...base, activityTypeIds: [] });
    await buildLocation(db, { ...base, approvalStatus: 'REJECTED' });
    const filters = {
      city: city.toUpperCase(),
      name: 'belvedere',
      date: '2030-06-03',
      guests: 50,
      eventType: 'WEDDING',
      budgetMin: 100,
      budgetMax: 500,
      tagIds: [tag.id],
      activityTypeIds: [act.id],
    };
    expect(ids(await search(filters))).toEqual([match.id]);
    // Without filters beyond the city, all eight public ones are there.
    expect((await search({ city })).items).toHaveLength(8);
  });

  it('rejects a budget range narrower than 10 euros', async () => {
    const res = await gw.gql(SEARCH, { filters: { budgetMin: 100, budgetMax: 105 } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.field).toBe('budget');
  });

  it('walks every page and sees each location exactly once, even while new ones are added', async () => {
    const city = `Pagine ${uid()}`;
    const created = new Set<string>();
    for (let i = 0; i < 7; i++) created.add((await buildLocation(gw.database.db, { city })).id);
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await search({ city }, 3, after);
      seen.push(...page.items.map((i) => i.id));
      after = page.nextCursor ?? undefined;
      pages++;
      // A location added mid-walk must not shift or repeat what is left.
      if (pages === 1) await buildLocation(gw.database.db, { city });
      if (!page.hasMore) expect(page.nextCursor).toBeNull();
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(created);
  });

  it('rejects a bad cursor and bad guests with BAD_USER_INPUT', async () => {
    const bad = await gw.gql(SEARCH, { filters: {}, after: 'not-a-cursor' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const guests = await gw.gql(SEARCH, { filters: { guests: 0 } });
    expect(guests.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(guests.errors?.[0]?.extensions?.field).toBe('guests');
  });

  it('marks favourites for the signed-in viewer only', async () => {
    const city = `Preferiti ${uid()}`;
    const loc = await buildLocation(gw.database.db, { city });
    const user = await buildUser(gw.database.db);
    const { favorites } = await import('../../db/schema/index.js');
    await gw.database.db.insert(favorites).values({ userId: user.id, locationId: loc.id });
    const token = await tokenFor(gw, user);
    const mine = await gw.gql<{ searchLocations: { items: { isFavorite: boolean }[] } }>(
      SEARCH,
      { filters: { city } },
      { token },
    );
    expect(mine.data?.searchLocations.items[0]?.isFavorite).toBe(true);
    const anon = await gw.gql<{ searchLocations: { items: { isFavorite: boolean }[] } }>(SEARCH, {
      filters: { city },
    });
    expect(anon.data?.searchLocations.items[0]?.isFavorite).toBe(false);
  });
});

describe('catalogue', () => {
  it('autocompletes comuni by prefix ignoring accents, most populous first', async () => {
    const res = await gw.gql<{
      cities: { nome: string; sigla: string; provincia: { nome: string }; cap: string[] }[];
    }>(`{ cities(filter: "mil", first: 5) { nome sigla provincia { nome } cap } }`);
    expect(res.data?.cities[0]).toMatchObject({ nome: 'Milano', sigla: 'MI', provincia: { nome: 'Milano' } });
    expect(res.data?.cities[0]?.cap).toContain('20121');
    const accent = await gw.gql<{ cities: { nome: string }[] }>(`{ cities(filter: "forli") { nome } }`);
    expect(accent.data?.cities.map((c) => c.nome)).toContain('Forlì');
  });

  it('finds a comune by name', async () => {
    const res = await gw.gql<{ cityByName: { nome: string; provincia: { nome: string } } | null }>(
      `{ cityByName(name: "NAPOLI") { nome provincia { nome } } }`,
    );
    expect(res.data?.cityByName).toEqual({ nome: 'Napoli', provincia: { nome: 'Napoli' } });
    const none = await gw.gql<{ cityByName: null }>(`{ cityByName(name: "Atlantide") { nome } }`);
    expect(none.data?.cityByName).toBeNull();
  });
});
