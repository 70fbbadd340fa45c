import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  favorites,
  locationChangeRequests,
  locations,
  locationSubscriptions,
  platformTasks,
} from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { catalogue, errorOf, VALID_VAT, type Catalogue } from '../../test/locations.js';
import { CREATE as CREATE_QUOTE, input as quoteInput, scenario } from '../../test/quotes.js';

let gw: TestGateway;
let cat: Catalogue;
beforeAll(async () => {
  gw = await startTestGateway();
  cat = await catalogue(gw);
});
afterAll(async () => {
  await gw?.stop();
});

const ESSENTIALS = `locationType activityTypes { id name } address cityId city province cap ambientCapacity
  vatNumber pec sdiCode phoneNumber whatsapp link visibleContacts logoUrl`;
const HOST_VIEW = `{ id name approvalStatus isApproved subscriptionStatus canEdit essentials { ${ESSENTIALS} }
  pendingChangeRequest { id createdAt essentials { ${ESSENTIALS} } } }`;
const GET = `query ($id: ID!) { hostLocation(id: $id) ${HOST_VIEW} }`;
const REQUEST = `mutation ($i: LocationChangesInput!) { requestLocationChanges(input: $i) ${HOST_VIEW} }`;
const CANCEL = `mutation ($id: ID!) { cancelLocationChangeRequest(locationId: $id) ${HOST_VIEW} }`;
const DELETE = `mutation ($id: ID!) { deleteLocation(id: $id) }`;

type View = {
  canEdit: boolean;
  essentials: Record<string, unknown>;
  pendingChangeRequest: { id: string; essentials: Record<string, unknown> } | null;
};

/** A host with one location of theirs; by default in approval (PENDING, no subscription). */
async function hostWithLocation(over: Parameters<typeof buildLocation>[1] = {}) {
  const db = gw.database.db;
  const host = await buildUser(db);
  const location = await buildLocation(db, {
    ownerId: host.id,
    approvalStatus: 'PENDING',
    subscriptionStatus: 'INACTIVE',
    vatNumber: VALID_VAT,
    pec: 'old@pec.it',
    activityTypeIds: [cat.activity.HORECA],
    ...over,
  });
  return { host, location, token: await tokenFor(gw, host, 'HOST') };
}

const changes = (locationId: string, over: Record<string, unknown> = {}) => ({
  locationId,
  locationType: 'HORECA',
  activityTypeIds: [cat.activity.HORECA],
  address: 'Corso Magenta 10',
  cityId: cat.milano.id,
  cap: cat.milano.caps[0],
  ambientCapacity: 120,
  vatNumber: VALID_VAT,
  pec: null,
  sdiCode: 'M5UXCR1',
  phoneNumber: '+39 02 7654321',
  whatsapp: '+39 333 1234567',
  link: 'https://villa.example.it',
  visibleContacts: true,
  logoUrl: null,
  legalName: 'Villa Nuova S.r.l.',
  legalAddress: 'Corso Magenta 10',
  legalCityId: cat.milano.id,
  legalCap: cat.milano.caps[0],
  ...over,
});

describe('hostLocation', () => {
  it('shows the owner the essential data; to anyone else the location does not exist', async () => {
    const { location, token } = await hostWithLocation();
    const own = await gw.gql<{ hostLocation: View }>(GET, { id: location.id }, { token });
    expect(own.data!.hostLocation).toMatchObject({
      canEdit: true,
      pendingChangeRequest: null,
      essentials: { address: 'Via Roma 1', vatNumber: VALID_VAT, pec: 'old@pec.it', locationType: 'HORECA' },
    });
    const other = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    expect(
      (await gw.gql<{ hostLocation: View }>(GET, { id: location.id }, { token: other })).data!.hostLocation,
    ).toBeNull();
    expect(errorOf(await gw.gql(GET, { id: location.id })).code).toBe('UNAUTHENTICATED');
    expect(
      (await gw.gql<{ hostLocation: View }>(GET, { id: 'not-a-uuid' }, { token })).data!.hostLocation,
    ).toBeNull();
  });
});

describe('change requests', () => {
  it('records a pending request without touching the live data, one at a time, and cancels it', async () => {
    const { host, location, token } = await hostWithLocation();
    const res = await gw.gql<{ requestLocationChanges: View }>(
      REQUEST,
      { i: changes(location.id) },
      { token },
    );
    expect(res.errors).toBeUndefined();
    const view = res.data!.requestLocationChanges;
    expect(view.essentials).toMatchObject({ address: 'Via Roma 1', pec: 'old@pec.it', ambientCapacity: 1 });
    expect(view.pendingChangeRequest!.essentials).toMatchObject({
      address: 'Corso Magenta 10',
      city: 'Milano',
      province: 'Milano',
      ambientCapacity: 120,
      sdiCode: 'M5UXCR1',
      visibleContacts: true,
    });
    const db = gw.database.db;
    const [live] = await db.select().from(locations).where(eq(locations.id, location.id));
    expect(live).toMatchObject({ address: 'Via Roma 1', pec: 'old@pec.it' });
    const [stored] = await db
      .select()
      .from(locationChangeRequests)
      .where(eq(locationChangeRequests.locationId, location.id));
    expect(stored).toMatchObject({ status: 'PENDING', requestedBy: host.id });
    expect(stored!.previous).toMatchObject({ address: 'Via Roma 1', pec: 'old@pec.it' });
    const tasks = await db.select().from(platformTasks).where(eq(platformTasks.changeRequestId, stored!.id));
    expect(tasks).toMatchObject([{ kind: 'REVIEW_CHANGE_REQUEST', doneAt: null }]);

    const second = await gw.gql(REQUEST, { i: changes(location.id, { address: 'Altro 2' }) }, { token });
    expect(errorOf(second)).toMatchObject({
      code: 'CONFLICT',
      message: "C'è già una richiesta di modifica in attesa di approvazione.",
    });

    const cancelled = await gw.gql<{ cancelLocationChangeRequest: View }>(
      CANCEL,
      { id: location.id },
      { token },
    );
    expect(cancelled.data!.cancelLocationChangeRequest.pendingChangeRequest).toBeNull();
    const again = await gw.gql<{ cancelLocationChangeRequest: View }>(CANCEL, { id: location.id }, { token });
    expect(again.errors).toBeUndefined();
    const [closed] = await db
      .select()
      .from(platformTasks)
      .where(eq(platformTasks.changeRequestId, stored!.id));
    expect(closed!.doneAt).not.toBeNull();
    // Once withdrawn, a new request may be made.
    expect((await gw.gql(REQUEST, { i: changes(location.id) }, { token })).errors).toBeUndefined();
  });

  it('lets one of two simultaneous requests through', async () => {
    const { location, token } = await hostWithLocation();
    const results = await Promise.all(
      [1, 2, 3].map((n) => gw.gql(REQUEST, { i: changes(location.id, { address: `Via ${n}` }) }, { token })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errorOf(r).code === 'CONFLICT')).toHaveLength(2);
  });

  it('checks every field with its message', async () => {
    const { location, token } = await hostWithLocation();
    const refused = async (over: Record<string, unknown>) =>
      errorOf(await gw.gql(REQUEST, { i: changes(location.id, over) }, { token }));
    expect(await refused({ activityTypeIds: [] })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'activityTypeIds',
      message: 'La tipologia attività è obbligatoria',
    });
    expect(await refused({ phoneNumber: ' ' })).toMatchObject({ field: 'phoneNumber' });
    expect(await refused({ ambientCapacity: 0 })).toMatchObject({ field: 'ambientCapacity' });
    expect(await refused({ vatNumber: '00743110158' })).toMatchObject({
      field: 'vatNumber',
      message: 'La partita IVA inserita non è valida',
    });
    expect(await refused({ sdiCode: null, pec: null })).toMatchObject({
      message: 'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI',
    });
    const stranger = await buildUser(gw.database.db);
    expect(
      await refused({ logoUrl: `/media/uploads/${stranger.id}/1700000000000-abcdef12.webp` }),
    ).toMatchObject({
      field: 'logoUrl',
      message:
        'Si è verificato un errore durante il caricamento del logo. Verifica che rispetti i requisiti.',
    });
  });

  it('keeps an approved location locked until its subscription is active', async () => {
    const { location, token } = await hostWithLocation({
      approvalStatus: 'APPROVED',
      subscriptionStatus: 'PAST_DUE',
    });
    const view = await gw.gql<{ hostLocation: View }>(GET, { id: location.id }, { token });
    expect(view.data!.hostLocation.canEdit).toBe(false);
    expect(errorOf(await gw.gql(REQUEST, { i: changes(location.id) }, { token }))).toEqual({
      code: 'FORBIDDEN',
      field: undefined,
      message: "Attiva l'abbonamento per modificare la location.",
    });
    await gw.database.db
      .update(locations)
      .set({ subscriptionStatus: 'ACTIVE' })
      .where(eq(locations.id, location.id));
    expect((await gw.gql(REQUEST, { i: changes(location.id) }, { token })).errors).toBeUndefined();
  });

  it("answers not found for another host's location, on every operation", async () => {
    const { location } = await hostWithLocation();
    const other = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    for (const [query, vars] of [
      [REQUEST, { i: changes(location.id) }],
      [CANCEL, { id: location.id }],
      [DELETE, { id: location.id }],
    ] as const) {
      expect(errorOf(await gw.gql(query, vars, { token: other }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Location non trovata',
      });
    }
    const [still] = await gw.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(still!.deletedAt).toBeNull();
  });
});

describe('deleteLocation', () => {
  it('removes it from search, favourites and the host views at once; sent requests keep its name', async () => {
    const sc = await scenario(gw);
    const db = gw.database.db;
    const sent = await gw.gql<{ createQuoteRequest: { id: string } }>(
      CREATE_QUOTE,
      { input: quoteInput(sc) },
      { token: sc.guestToken },
    );
    await db.insert(favorites).values({ userId: sc.guest.id, locationId: sc.location.id });
    await db
      .insert(locationSubscriptions)
      .values({ locationId: sc.location.id, stripeSubscriptionId: `sub_${sc.location.id}` });
    await gw.gql(REQUEST, { i: changes(sc.location.id) }, { token: sc.hostToken });

    const sitemap = async () => (await fetch(`${gw.url}/sitemap.xml`)).text();
    expect(await sitemap()).toContain(sc.location.slug);
    const res = await gw.gql<{ deleteLocation: boolean }>(
      DELETE,
      { id: sc.location.id },
      { token: sc.hostToken },
    );
    expect(res.data).toEqual({ deleteLocation: true });

    const page = await gw.gql<{ location: unknown }>(
      `query ($s: String!) { location(idOrSlug: $s) { id } }`,
      {
        s: sc.location.slug,
      },
    );
    expect(page.data!.location).toBeNull();
    expect(await sitemap()).not.toContain(sc.location.slug);
    const search = await gw.gql<{ searchLocations: { items: { id: string }[] } }>(
      `query ($f: SearchFilters) { searchLocations(filters: $f, first: 50) { items { id } } }`,
      { f: { name: sc.location.name } },
    );
    expect(search.data!.searchLocations.items.map((i) => i.id)).not.toContain(sc.location.id);
    expect(await db.select().from(favorites).where(eq(favorites.locationId, sc.location.id))).toHaveLength(0);
    const mine = await gw.gql<{ viewer: { hasLocation: boolean; locations: unknown[] } }>(
      `{ viewer { hasLocation locations { id } } }`,
      {},
      { token: sc.hostToken },
    );
    expect(mine.data!.viewer).toEqual({ hasLocation: false, locations: [] });
    const hostView = await gw.gql<{ hostLocation: unknown }>(
      GET,
      { id: sc.location.id },
      { token: sc.hostToken },
    );
    expect(hostView.data!.hostLocation).toBeNull();

    const history = await gw.gql<{ quoteRequest: { location: { name: string } } }>(
      `query ($id: ID!) { quoteRequest(id: $id) { location { name } } }`,
      { id: sent.data!.createQuoteRequest.id },
      { token: sc.guestToken },
    );
    expect(history.data!.quoteRequest.location.name).toBe(sc.location.name);

    const tasks = await db.select().from(platformTasks).where(eq(platformTasks.locationId, sc.location.id));
    expect(tasks.find((t) => t.kind === 'CANCEL_SUBSCRIPTION')?.payload).toMatchObject({
      stripeSubscriptionId: `sub_${sc.location.id}`,
    });
    expect(tasks.filter((t) => t.kind === 'REVIEW_CHANGE_REQUEST' && !t.doneAt)).toHaveLength(0);
    const [request] = await db
      .select()
      .from(locationChangeRequests)
      .where(eq(locationChangeRequests.locationId, sc.location.id));
    expect(request!.status).toBe('CANCELED');
  });
});
