import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ambients, locations, platformTasks, sessions } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import {
  catalogue,
  CREATE_LOCATION as CREATE,
  errorOf,
  locationInput,
  newHost,
  VALID_TAX_CODE,
  VALID_VAT,
  type Catalogue,
  type CreatedLocation as Created,
} from '../../test/locations.js';

let gw: TestGateway;
let cat: Catalogue;
beforeAll(async () => {
  gw = await startTestGateway();
  cat = await catalogue(gw);
});
afterAll(async () => {
  await gw?.stop();
});

const input = (over: Record<string, unknown> = {}) => locationInput(cat, over);

describe('createLocation', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const res = await gw.gql(CREATE, { i: input() });
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });

  it('creates a location in approval, not public, with its first ambient, and makes the session HOST', async () => {
    const { user, token } = await newHost(gw);
    const res = await gw.gql<Created>(CREATE, { i: input({ name: 'Villa del Sole' }) }, { token });
    expect(res.errors).toBeUndefined();
    const created = res.data!.createLocation;
    expect(created).toMatchObject({
      approvalStatus: 'PENDING',
      subscriptionStatus: 'INACTIVE',
      subscriptionType: 'STANDARD',
      locationType: 'HORECA',
    });
    expect(created.slug).toMatch(/^villa-del-sole-milano/);
    const db = gw.database.db;
    const [row] = await db.select().from(locations).where(eq(locations.id, created.id));
    expect(row).toMatchObject({
      ownerId: user.id,
      isPublic: false,
      province: 'Milano',
      vatNumber: VALID_VAT,
      taxCode: null,
      totalCapacity: 80,
      eventTypes: ['ADULT_BIRTHDAY', 'WEDDING'],
      activityTypeIds: [cat.activity.HORECA],
      openingWeekdays: 127,
    });
    const firstAmbients = await db.select().from(ambients).where(eq(ambients.locationId, created.id));
    expect(firstAmbients).toMatchObject([
      { name: 'Ambiente principale', ambientType: 'CLOSE', capacity: 80 },
    ]);
    const roles = await db.select({ role: sessions.role }).from(sessions).where(eq(sessions.userId, user.id));
    expect(roles.map((r) => r.role)).toEqual(['HOST']);
    const tasks = await db.select().from(platformTasks).where(eq(platformTasks.locationId, created.id));
    expect(tasks.map((t) => t.kind)).toEqual(['REVIEW_NEW_LOCATION']);

    // Nobody else sees it yet; its owner finds it among their own locations.
    const stranger = await newHost(gw);
    const asStranger = await gw.gql<{ location: unknown }>(
      `query ($s: String!) { location(idOrSlug: $s) { id } }`,
      { s: created.slug },
      { token: stranger.token },
    );
    expect(asStranger.data!.location).toBeNull();
    const mine = await gw.gql<{ viewer: { hasLocation: boolean; locations: { id: string }[] } }>(
      `{ viewer { hasLocation locations { id } } }`,
      {},
      { token },
    );
    expect(mine.data!.viewer).toEqual({ hasLocation: true, locations: [{ id: created.id }] });
  });

  it('creates one location for one key, also for two submissions at once', async () => {
    const { user, token } = await newHost(gw);
    const i = input();
    const [a, b] = await Promise.all([
      gw.gql<Created>(CREATE, { i }, { token }),
      gw.gql<Created>(CREATE, { i }, { token }),
    ]);
    const again = await gw.gql<Created>(CREATE, { i }, { token });
    expect([a.errors, b.errors, again.errors]).toEqual([undefined, undefined, undefined]);
    expect(new Set([a, b, again].map((r) => r.data!.createLocation.id)).size).toBe(1);
    const rows = await gw.database.db.select().from(locations).where(eq(locations.ownerId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('gives a second location with the same name a slug of its own', async () => {
    const { token } = await newHost(gw);
    const name = `Cascina ${Date.now()}`;
    const first = await gw.gql<Created>(CREATE, { i: input({ name }) }, { token });
    const second = await gw.gql<Created>(CREATE, { i: input({ name }) }, { token });
    expect(second.data!.createLocation.slug).toBe(`${first.data!.createLocation.slug}-2`);
  });

  // Each step's rule, checked again by the server with the form's own message.
  const SDI_RULE = 'Il codice SDI deve essere composto da 7 caratteri alfanumerici';
  const PEC_OR_SDI = 'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI';
  const cases: [string, (c: Catalogue) => Record<string, unknown>, string, string][] = [
    ['no activity type', () => ({ activityTypeIds: [] }), 'activityTypeIds', 'Seleziona i tipi di attività'],
    [
      'an activity type of another location type',
      (c) => ({ activityTypeIds: [c.activity.PRIVATE] }),
      'activityTypeIds',
      'Seleziona i tipi di attività',
    ],
    ['no address', () => ({ address: '  ' }), 'address', "L'indirizzo è obbligatorio"],
    ['an unknown city', () => ({ cityId: 999_999_999 }), 'cityId', 'La città è obbligatoria'],
    [
      'a postal code of another city',
      () => ({ cap: '00100' }),
      'cap',
      'Il CAP non appartiene alla città scelta',
    ],
    ['capacity 0', () => ({ ambientCapacity: 0 }), 'ambientCapacity', 'La capacità è obbligatoria'],
    ['no event type', () => ({ eventTypes: [] }), 'eventTypes', 'Devi selezionare almeno un evento'],
    ['no name', () => ({ name: '' }), 'name', 'Il nome è obbligatorio'],
    ['no phone', () => ({ phoneNumber: '' }), 'phoneNumber', 'Il numero di telefono è obbligatorio'],
    ['HORECA without VAT', () => ({ vatNumber: null }), 'vatNumber', 'La partita IVA è obbligatoria'],
    [
      'HORECA with a wrong check digit',
      () => ({ vatNumber: '00743110158' }),
      'vatNumber',
      'La partita IVA inserita non è valida',
    ],
    [
      'HORECA with a codice fiscale',
      () => ({ vatNumber: VALID_TAX_CODE }),
      'vatNumber',
      'La partita IVA inserita non è valida',
    ],
    ['VAT without PEC or SDI', () => ({ pec: null, sdiCode: null }), 'pec', PEC_OR_SDI],
    ['a short SDI', () => ({ sdiCode: 'ABC12' }), 'sdiCode', SDI_RULE],
  ];
  it.each(cases)('refuses %s', async (_name, over, field, message) => {
    const { user, token } = await newHost(gw);
    const res = await gw.gql(CREATE, { i: input(over(cat)) }, { token });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    // Nothing is stored when a step fails.
    const rows = await gw.database.db.select().from(locations).where(eq(locations.ownerId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('applies the tax rules of each location type', async () => {
    const { token } = await newHost(gw);
    const create = (over: Record<string, unknown>) => gw.gql<Created>(CREATE, { i: input(over) }, { token });
    const asPrivate = { locationType: 'PRIVATE', activityTypeIds: [cat.activity.PRIVATE], pec: null };
    expect(errorOf(await create({ ...asPrivate, vatNumber: null }))).toMatchObject({
      field: 'vatNumber',
      message: 'Il codice fiscale è obbligatorio',
    });
    expect(errorOf(await create({ ...asPrivate, vatNumber: 'RSSMRA85T10A562T' }))).toMatchObject({
      field: 'vatNumber',
      message: 'Il codice fiscale inserito non è valido',
    });
    const ok = await create({ ...asPrivate, vatNumber: VALID_TAX_CODE.toLowerCase() });
    expect(ok.errors).toBeUndefined();
    const [row] = await gw.database.db
      .select()
      .from(locations)
      .where(eq(locations.id, ok.data!.createLocation.id));
    expect(row).toMatchObject({ taxCode: VALID_TAX_CODE, vatNumber: null });

    const asPublic = { locationType: 'PUBLIC', activityTypeIds: [cat.activity.PUBLIC] };
    expect(errorOf(await create({ ...asPublic, vatNumber: '' }))).toMatchObject({
      message: 'La partita IVA o il codice fiscale è obbligatorio',
    });
    expect(errorOf(await create({ ...asPublic, vatNumber: '12345' }))).toMatchObject({
      message: 'Il codice fiscale o la partita IVA non sono validi',
    });
    expect((await create({ ...asPublic, pec: null, sdiCode: 'm5uxcr1' })).errors).toBeUndefined();
    expect((await create({ ...asPublic, vatNumber: VALID_TAX_CODE, pec: null })).errors).toBeUndefined();
  });
});
