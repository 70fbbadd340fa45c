import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ambients, locations, services } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildServiceType, buildTag, buildUser, tokenFor } from '../../test/factories.js';
import { errorOf } from '../../test/locations.js';
import { CREATE as CREATE_QUOTE, DETAIL, input as quoteInput, scenario } from '../../test/quotes.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const UPDATE = `mutation ($i: UpdateLocationInput!) { updateLocation(input: $i) {
  general { name description note images { imageUrl } tagIds eventTypes openingDays timingMode timeRanges { startTime endTime } }
} }`;
const AMBIENT = `mutation ($i: AmbientInput!) { upsertAmbient(input: $i) { id slug name capacity rentPriceCents images { imageUrl } } }`;
const SERVICE = `mutation ($i: ServiceInput!) { upsertService(input: $i) { id slug name serviceTypeName pricePerPersonCents } }`;
const DEL_AMBIENT = `mutation ($id: ID!) { deleteAmbient(id: $id) }`;
const DEL_SERVICE = `mutation ($id: ID!) { deleteService(id: $id) }`;
const HOST = `query ($id: ID!) { hostLocation(id: $id) { ambients { id name } services { id name } } }`;
const PAGE = `query ($s: String!) { location(idOrSlug: $s) { name description timingMode timeRanges { startTime endTime }
  openingDays minPriceCents ambients { name } } }`;

const general = (locationId: string, over: Record<string, unknown> = {}) => ({
  locationId,
  name: 'Villa Rinnovata',
  description: 'Una villa con giardino.',
  note: null,
  imageUrls: [],
  tagIds: [],
  eventTypes: ['WEDDING'],
  openingDays: ['FRIDAY', 'SATURDAY'],
  timingMode: 'TIME_RANGE',
  timeRanges: [{ startTime: '10:00', endTime: '20:00' }],
  ...over,
});

const ambient = (locationId: string, over: Record<string, unknown> = {}) => ({
  locationId,
  name: 'Terrazza',
  ambientType: 'OPEN',
  capacity: 60,
  rentPriceCents: 12_050,
  rentDuration: 'HALF',
  description: null,
  note: null,
  imageUrls: [],
  ...over,
});

describe('general settings', () => {
  it('saves at once and the public page shows it; FULL_DAY drops the ranges', async () => {
    const sc = await scenario(gw);
    const tag = await buildTag(gw.database.db);
    const res = await gw.gql<{ updateLocation: { general: Record<string, unknown> } }>(
      UPDATE,
      { i: general(sc.location.id, { tagIds: [tag.id] }) },
      { token: sc.hostToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateLocation.general).toMatchObject({
      name: 'Villa Rinnovata',
      tagIds: [tag.id],
      openingDays: ['FRIDAY', 'SATURDAY'],
      timeRanges: [{ startTime: '10:00', endTime: '20:00' }],
    });
    const page = await gw.gql<{ location: Record<string, unknown> }>(PAGE, { s: sc.location.slug });
    expect(page.data!.location).toMatchObject({
      name: 'Villa Rinnovata',
      description: 'Una villa con giardino.',
      openingDays: ['FRIDAY', 'SATURDAY'],
    });
    const search = await gw.gql<{ searchLocations: { items: { id: string }[] } }>(
      `{ searchLocations(filters: { name: "rinnovata" }, first: 50) { items { id } } }`,
    );
    expect(search.data!.searchLocations.items.map((i) => i.id)).toContain(sc.location.id);

    const fullDay = await gw.gql<{ updateLocation: { general: { timeRanges: unknown[] } } }>(
      UPDATE,
      { i: general(sc.location.id, { timingMode: 'FULL_DAY' }) },
      { token: sc.hostToken },
    );
    expect(fullDay.data!.updateLocation.general.timeRanges).toEqual([]);
  });

  it('checks every rule with its message', async () => {
    const sc = await scenario(gw);
    const refused = async (over: Record<string, unknown>) =>
      errorOf(await gw.gql(UPDATE, { i: general(sc.location.id, over) }, { token: sc.hostToken }));
    expect(await refused({ name: ' ' })).toMatchObject({
      field: 'name',
      message: 'Il nome della location è obbligatorio',
    });
    expect(await refused({ timeRanges: [] })).toMatchObject({
      field: 'timeRanges',
      message: 'Devi inserire almeno una fascia oraria',
    });
    expect(await refused({ timeRanges: [{ startTime: '', endTime: '18:00' }] })).toMatchObject({
      message: 'Orario di inizio obbligatorio',
    });
    expect(await refused({ timeRanges: [{ startTime: '18:00', endTime: '09:00' }] })).toMatchObject({
      message: "L'orario di fine deve essere dopo quello di inizio",
    });
    expect(await refused({ description: 'x'.repeat(401) })).toMatchObject({ field: 'description' });
    const stranger = await buildUser(gw.database.db);
    expect(
      await refused({ imageUrls: [`/media/uploads/${stranger.id}/1700000000000-abcdef12.webp`] }),
    ).toMatchObject({
      field: 'imageUrls',
      message:
        'Si è verificato un errore durante il caricamento delle immagini. Verifica che rispettino i requisiti.',
    });
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `/media/uploads/${sc.host.id}/170000000000${i}-abcdef12.webp`,
    );
    expect(await refused({ imageUrls: eleven })).toMatchObject({
      message: 'Puoi caricare al massimo 10 immagini',
    });
    const range = { startTime: '09:00', endTime: '10:00' };
    expect(await refused({ timeRanges: Array.from({ length: 11 }, () => range) })).toMatchObject({
      field: 'timeRanges',
      message: 'Puoi inserire al massimo 10 fasce orarie',
    });
    expect(await refused({ tagIds: [999_999] })).toMatchObject({
      field: 'tagIds',
      message: 'Tag non valido',
    });
  });
});

describe('ambients and services', () => {
  it('creates, edits and deletes an ambient; the location follows; sent requests keep their copy', async () => {
    const sc = await scenario(gw);
    const token = sc.hostToken;
    const own = (n: number) => `/media/uploads/${sc.host.id}/170000000000${n}-abcdef12.webp`;
    const created = await gw.gql<{ upsertAmbient: { id: string; slug: string } }>(
      AMBIENT,
      { i: ambient(sc.location.id, { imageUrls: [own(1), own(2)] }) },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.upsertAmbient.id;
    expect(created.data!.upsertAmbient).toMatchObject({
      slug: 'terrazza',
      images: [{ imageUrl: own(1) }, { imageUrl: own(2) }],
    });
    const [loc] = await gw.database.db.select().from(locations).where(eq(locations.id, sc.location.id));
    expect(loc!.totalCapacity).toBe(40 + 30 + 60);

    // A request with the new ambient, then its price and name change: the request keeps what it was sent with.
    const sent = await gw.gql<{ createQuoteRequest: { id: string } }>(
      CREATE_QUOTE,
      { input: quoteInput(sc, { ambients: [id] }) },
      { token: sc.guestToken },
    );
    const edited = await gw.gql<{ upsertAmbient: { slug: string; rentPriceCents: number } }>(
      AMBIENT,
      {
        i: ambient(sc.location.id, {
          id,
          name: 'Terrazza Panoramica',
          rentPriceCents: 99_900,
          imageUrls: [own(2)],
        }),
      },
      { token },
    );
    expect(edited.data!.upsertAmbient).toMatchObject({ slug: 'terrazza', rentPriceCents: 99_900 });
    const detail = await gw.gql<{ quoteRequest: { ambients: { name: string; priceCents: number }[] } }>(
      DETAIL,
      { id: sent.data!.createQuoteRequest.id },
      { token: sc.guestToken },
    );
    expect(detail.data!.quoteRequest.ambients).toEqual([{ name: 'Terrazza', priceCents: 12_050 }]);

    expect((await gw.gql(DEL_AMBIENT, { id }, { token })).data).toEqual({ deleteAmbient: true });
    expect(await gw.database.db.select().from(ambients).where(eq(ambients.id, id))).toHaveLength(0);
    const [after] = await gw.database.db.select().from(locations).where(eq(locations.id, sc.location.id));
    expect(after!.totalCapacity).toBe(70);
    const stillReadable = await gw.gql<{ quoteRequest: { ambients: { name: string }[] } }>(
      DETAIL,
      { id: sent.data!.createQuoteRequest.id },
      { token: sc.hostToken },
    );
    expect(stillReadable.data!.quoteRequest.ambients).toEqual([{ name: 'Terrazza', priceCents: 12_050 }]);
  });

  it('checks the ambient and service rules with their messages', async () => {
    const sc = await scenario(gw);
    const refused = async (query: string, i: Record<string, unknown>) =>
      errorOf(await gw.gql(query, { i }, { token: sc.hostToken }));
    expect(await refused(AMBIENT, ambient(sc.location.id, { name: '' }))).toMatchObject({
      field: 'name',
      message: "Il nome dell'ambiente è obbligatorio",
    });
    expect(await refused(AMBIENT, ambient(sc.location.id, { capacity: 0 }))).toMatchObject({
      message: 'La capacità è obbligatoria',
    });
    expect(await refused(AMBIENT, ambient(sc.location.id, { capacity: 1_000_001 }))).toMatchObject({
      field: 'capacity',
      message: 'La capienza massima è 1.000.000 persone',
    });
    expect(await refused(AMBIENT, ambient(sc.location.id, { rentPriceCents: -1 }))).toMatchObject({
      message: "Il costo dell'affitto è obbligatorio",
    });
    const type = await buildServiceType(gw.database.db);
    const service = (over: Record<string, unknown>) => ({
      locationId: sc.location.id,
      serviceTypeId: type.id,
      name: 'Aperitivo',
      pricePerPersonCents: 1_500,
      ambientIncluded: false,
      imageUrls: [],
      ...over,
    });
    expect(await refused(SERVICE, service({ name: ' ' }))).toMatchObject({
      message: 'Il nome del servizio è obbligatorio',
    });
    expect(await refused(SERVICE, service({ serviceTypeId: 999_999 }))).toMatchObject({
      field: 'serviceTypeId',
      message: 'La tipologia è obbligatoria',
    });
    expect(await refused(SERVICE, service({ allergens: 'x'.repeat(401) }))).toMatchObject({
      field: 'allergens',
    });

    const ok = await gw.gql<{ upsertService: { id: string; serviceTypeName: string } }>(
      SERVICE,
      { i: service({}) },
      { token: sc.hostToken },
    );
    expect(ok.data!.upsertService.serviceTypeName).toBe(type.name);
    const [loc] = await gw.database.db.select().from(locations).where(eq(locations.id, sc.location.id));
    expect(loc!.minPriceCents).toBe(1_500);
    const listed = await gw.gql<{ hostLocation: { services: { id: string }[] } }>(
      HOST,
      { id: sc.location.id },
      { token: sc.hostToken },
    );
    expect(listed.data!.hostLocation.services.map((s) => s.id)).toContain(ok.data!.upsertService.id);
    expect(
      (await gw.gql(DEL_SERVICE, { id: ok.data!.upsertService.id }, { token: sc.hostToken })).errors,
    ).toBeUndefined();
    expect(
      await gw.database.db.select().from(services).where(eq(services.id, ok.data!.upsertService.id)),
    ).toHaveLength(0);
  });

  it("answers not found for another host's location and items, and locks an approved location without subscription", async () => {
    const sc = await scenario(gw);
    const other = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    const [own] = await gw.database.db.select().from(ambients).where(eq(ambients.locationId, sc.location.id));
    for (const [query, vars, message] of [
      [UPDATE, { i: general(sc.location.id) }, 'Location non trovata'],
      [AMBIENT, { i: ambient(sc.location.id) }, 'Ambiente non trovato'],
      [DEL_AMBIENT, { id: own!.id }, 'Ambiente non trovato'],
      [DEL_SERVICE, { id: sc.serviceIds[0] }, 'Servizio non trovato'],
    ] as const) {
      expect(errorOf(await gw.gql(query, vars, { token: other }))).toMatchObject({
        code: 'NOT_FOUND',
        message,
      });
    }
    // Another location's ambient id, sent with one's own location, is not found either.
    const mine = await scenario(gw);
    expect(
      errorOf(
        await gw.gql(AMBIENT, { i: ambient(mine.location.id, { id: own!.id }) }, { token: mine.hostToken }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Ambiente non trovato' });

    await gw.database.db
      .update(locations)
      .set({ subscriptionStatus: 'UNPAID' })
      .where(eq(locations.id, sc.location.id));
    const locked = "Attiva l'abbonamento per modificare la location.";
    expect(
      errorOf(await gw.gql(UPDATE, { i: general(sc.location.id) }, { token: sc.hostToken })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: locked,
    });
    expect(errorOf(await gw.gql(DEL_AMBIENT, { id: own!.id }, { token: sc.hostToken }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const block = await gw.gql(
      `mutation ($i: SetUnavailabilityInput!) { setUnavailability(input: $i) }`,
      { i: { target: 'AMBIENT', id: own!.id, dates: ['2030-01-01'], available: false } },
      { token: sc.hostToken },
    );
    expect(errorOf(block)).toMatchObject({ code: 'FORBIDDEN', message: locked });
  });
});

describe('search follows the listing', () => {
  const SEARCH = `query ($f: SearchFilters) { searchLocations(filters: $f, first: 12) { items { id } } }`;
  const BLOCK = `mutation ($i: SetUnavailabilityInput!) { setUnavailability(input: $i) }`;

  it('finds the location by guests, budget and date as soon as an ambient, a service or a blocked day changes', async () => {
    const city = `Borgo ${Math.random().toString(36).slice(2, 8)}`;
    const sc = await scenario(gw, { city });
    const token = sc.hostToken;
    const found = async (f: Record<string, unknown>) => {
      const res = await gw.gql<{ searchLocations: { items: { id: string }[] } }>(SEARCH, {
        f: { city, ...f },
      });
      expect(res.errors).toBeUndefined();
      return res.data!.searchLocations.items.some((i) => i.id === sc.location.id);
    };
    expect(await found({})).toBe(true);

    // Guests: 70 seats until a 200-seat ambient comes.
    expect(await found({ guests: 200 })).toBe(false);
    const big = await gw.gql<{ upsertAmbient: { id: string } }>(
      AMBIENT,
      { i: ambient(sc.location.id, { name: 'Salone', capacity: 200, rentPriceCents: 80_000 }) },
      { token },
    );
    expect(await found({ guests: 200 })).toBe(true);

    // Budget (whole euros): the lowest price is the Buffet's 25,50 € until a 15 € service comes and goes.
    expect(await found({ budgetMax: 20 })).toBe(false);
    const type = await buildServiceType(gw.database.db);
    const cheap = await gw.gql<{ upsertService: { id: string } }>(
      SERVICE,
      {
        i: {
          locationId: sc.location.id,
          serviceTypeId: type.id,
          name: 'Aperitivo',
          pricePerPersonCents: 1_500,
          ambientIncluded: false,
          description: null,
          note: null,
          allergens: null,
          imageUrls: [],
        },
      },
      { token },
    );
    expect(cheap.errors).toBeUndefined();
    expect(await found({ budgetMax: 20 })).toBe(true);
    await gw.gql(DEL_SERVICE, { id: cheap.data!.upsertService.id }, { token });
    expect(await found({ budgetMax: 20 })).toBe(false);

    // Date: free while one ambient is free that day; gone once every ambient is blocked.
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const everyAmbient = [...sc.ambientIds, big.data!.upsertAmbient.id];
    for (const id of everyAmbient.slice(0, -1))
      await gw.gql(BLOCK, { i: { target: 'AMBIENT', id, dates: [day], available: false } }, { token });
    expect(await found({ date: day })).toBe(true);
    const last = everyAmbient.at(-1)!;
    await gw.gql(BLOCK, { i: { target: 'AMBIENT', id: last, dates: [day], available: false } }, { token });
    expect(await found({ date: day })).toBe(false);
    await gw.gql(BLOCK, { i: { target: 'AMBIENT', id: last, dates: [day], available: true } }, { token });
    expect(await found({ date: day })).toBe(true);
  });
});
