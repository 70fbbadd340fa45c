import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { favorites, pushTokens, quoteRequests, todoLists, users } from '../../db/schema/index.js';

let gw: TestGateway;
let geocoder: http.Server;
let geocoderAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let lastGeocoderQuery = '';

beforeAll(async () => {
  geocoder = http.createServer((req, res) => {
    lastGeocoderQuery = req.url ?? '';
    res.writeHead(geocoderAnswer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(geocoderAnswer.body));
  });
  await new Promise<void>((r) => geocoder.listen(0, '127.0.0.1', r));
  const port = (geocoder.address() as { port: number }).port;
  gw = await startTestGateway({ GEOCODER_URL: `http://127.0.0.1:${port}/reverse` });
});
afterAll(async () => {
  await gw?.stop();
  geocoder?.close();
});

const VIEWER = `query { viewer { user { fullName city birthDate phoneNumber avatarUrl marketingConsentAt profilingConsentAt notifyQuoteRequests notifyQuoteAccepted notifyNewLocations } } }`;
const UPDATE = `mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { fullName city birthDate phoneNumber } }`;
const CHANGE = `mutation ($input: UpdatePasswordInput!) { updatePassword(input: $input) }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;

describe('profile account', () => {
  it('updates the account fields and checks them', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    const ok = await gw.gql(
      UPDATE,
      {
        input: {
          fullName: ' Giulia Neri ',
          birthDate: '1991-07-14',
          city: 'torino',
          phoneNumber: '+39 333 1234567',
        },
      },
      { token },
    );
    expect(ok).toEqual({
      data: {
        updateAccount: {
          fullName: 'Giulia Neri',
          city: 'Torino',
          birthDate: '1991-07-14',
          phoneNumber: '+39 333 1234567',
        },
      },
    });
    const bad = await gw.gql(
      UPDATE,
      { input: { fullName: '', birthDate: '1991-07-14', city: 'Torino' } },
      { token },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Il nome e cognome sono obbligatori',
      extensions: { code: 'BAD_USER_INPUT', field: 'fullName' },
    });
    const foreignAvatar = await gw.gql(
      UPDATE,
      {
        input: {
          fullName: 'G',
          birthDate: '1991-07-14',
          city: 'Torino',
          avatarUrl: 'https://evil.example/x.png',
        },
      },
      { token },
    );
    expect(foreignAvatar.errors?.[0]?.extensions?.field).toBe('avatarUrl');
    expect(
      (await gw.gql(UPDATE, { input: { fullName: 'G', birthDate: '1991-07-14', city: 'Torino' } }))
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('stores consents with their time and notification preferences', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    await gw.gql(
      `mutation { updateConsents(marketingConsent: true, profilingConsent: false) { id } }`,
      {},
      { token },
    );
    await gw.gql(
      `mutation { updateNotificationSettings(input: { notifyQuoteAccepted: false, notifyNewLocations: true }) { id } }`,
      {},
      { token },
    );
    const res = await gw.gql<{ viewer: { user: Record<string, unknown> } }>(VIEWER, {}, { token });
    expect(res.data!.viewer.user).toMatchObject({
      profilingConsentAt: null,
      notifyQuoteRequests: true,
      notifyQuoteAccepted: false,
      notifyNewLocations: true,
    });
    expect(res.data!.viewer.user.marketingConsentAt).toEqual(expect.any(String));
  });
});

describe('password change', () => {
  it('refuses the same password, a wrong current one, a mismatch; success ends the other sessions', async () => {
    const user = await buildUser(gw.database.db, { password: 'Vecchia!123' });
    const a = (
      await gw.gql<{ login: { token: string } }>(LOGIN, {
        input: { email: user.email, password: 'Vecchia!123' },
      })
    ).data!.login.token;
    const b = (
      await gw.gql<{ login: { token: string } }>(LOGIN, {
        input: { email: user.email, password: 'Vecchia!123' },
      })
    ).data!.login.token;
    const same = await gw.gql(
      CHANGE,
      {
        input: { currentPassword: 'Vecchia!123', newPassword: 'Vecchia!123', confirmPassword: 'Vecchia!123' },
      },
      { token: a },
    );
    expect(same.errors?.[0]).toMatchObject({
      message: 'La nuova password non può essere uguale alla password attuale',
      extensions: { code: 'SAME_PASSWORD', field: 'newPassword' },
    });
    const wrong = await gw.gql(
      CHANGE,
      { input: { currentPassword: 'Nonloso!1', newPassword: 'Nuova!1234', confirmPassword: 'Nuova!1234' } },
      { token: a },
    );
    expect(wrong.errors?.[0]?.extensions?.field).toBe('currentPassword');
    const mismatch = await gw.gql(
      CHANGE,
      {
        input: { currentPassword: 'Vecchia!123', newPassword: 'Nuova!1234', confirmPassword: 'Nuova!12345' },
      },
      { token: a },
    );
    expect(mismatch.errors?.[0]?.message).toBe('Le password non coincidono');
    const weak = await gw.gql(
      CHANGE,
      { input: { currentPassword: 'Vecchia!123', newPassword: 'nuova', confirmPassword: 'nuova' } },
      { token: a },
    );
    expect(weak.errors?.[0]?.message).toBe('La password non rispetta i requisiti');
    const ok = await gw.gql(
      CHANGE,
      { input: { currentPassword: 'Vecchia!123', newPassword: 'Nuova!1234', confirmPassword: 'Nuova!1234' } },
      { token: a },
    );
    expect(ok).toEqual({ data: { updatePassword: true } });
    expect((await gw.gql(VIEWER, {}, { token: a })).errors).toBeUndefined();
    expect((await gw.gql(VIEWER, {}, { token: b })).errors?.[0]?.extensions?.code).toBe('INVALID_SESSION');
  });
});

describe('account deletion', () => {
  it('anonymises personal data in one go, keeps the host record of sent requests and ends all sessions', async () => {
    const user = await buildUser(gw.database.db, { fullName: 'Da Cancellare', phoneNumber: '+39 1' });
    const token = await tokenFor(gw, user);
    const loc = await buildLocation(gw.database.db);
    await gw.database.db.insert(favorites).values({ userId: user.id, locationId: loc.id });
    await gw.database.db.insert(todoLists).values({ userId: user.id, name: 'Festa' });
    await gw.gql(
      `mutation { registerPushToken(token: "device-${user.id}", platform: "android") }`,
      {},
      { token },
    );
    const [qr] = await gw.database.db
      .insert(quoteRequests)
      .values({
        locationId: loc.id,
        number: Math.floor(Math.random() * 1e9),
        userId: user.id,
        guestName: 'Da Cancellare',
        guestEmail: user.email,
        date: '2030-01-01',
        guests: 10,
        totalCents: 100,
      })
      .returning();
    expect(await gw.gql(`mutation { deleteAccount }`, {}, { token })).toEqual({
      data: { deleteAccount: true },
    });
    const [row] = await gw.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      fullName: null,
      phoneNumber: null,
      passwordHash: null,
      city: null,
      birthDate: null,
    });
    expect(row!.email).not.toContain(user.email);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await gw.database.db.select().from(favorites).where(eq(favorites.userId, user.id))).toEqual([]);
    expect(await gw.database.db.select().from(todoLists).where(eq(todoLists.userId, user.id))).toEqual([]);
    expect(await gw.database.db.select().from(pushTokens).where(eq(pushTokens.userId, user.id))).toEqual([]);
    const [kept] = await gw.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, qr!.id));
    expect(kept).toMatchObject({ userId: null, guestName: 'Da Cancellare' });
    expect((await gw.gql(VIEWER, {}, { token })).errors?.[0]?.extensions?.code).toBe('INVALID_SESSION');
    const again = await gw.gql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(again.errors?.[0]?.message).toBe('Credenziali non valide');
  });
});

describe('push tokens and role', () => {
  it('registers, moves and unregisters device tokens', async () => {
    const a = await buildUser(gw.database.db);
    const b = await buildUser(gw.database.db);
    const device = `tok-${a.id}`;
    await gw.gql(`mutation { registerPushToken(token: "${device}") }`, {}, { token: await tokenFor(gw, a) });
    await gw.gql(`mutation { registerPushToken(token: "${device}") }`, {}, { token: await tokenFor(gw, b) });
    const rows = await gw.database.db.select().from(pushTokens).where(eq(pushTokens.token, device));
    expect(rows.map((r) => r.userId)).toEqual([b.id]);
    await gw.gql(
      `mutation { unregisterPushToken(token: "${device}") }`,
      {},
      { token: await tokenFor(gw, b) },
    );
    expect(await gw.database.db.select().from(pushTokens).where(eq(pushTokens.token, device))).toEqual([]);
    expect((await gw.gql(`mutation { registerPushToken(token: "x") }`)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('uploads', () => {
  const upload = async (body: Buffer, name: string, area: string, token?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(body)]), name);
    const res = await fetch(`${gw.url}/uploads?area=${area}`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };

  it('crops avatars to 512×512 WebP without metadata, judging by content not name', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c00' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'segreto' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(png, 'foto.txt', 'square', token);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^/media/uploads/${user.id}/.+\\.webp$`));
    const served = Buffer.from(await (await fetch(gw.url + res.body.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    const saved = await gw.gql(
      `mutation ($u: String) { setAvatar(avatarUrl: $u) { avatarUrl } }`,
      { u: res.body.url },
      { token },
    );
    expect(saved.data).toEqual({ setAvatar: { avatarUrl: res.body.url } });
  });

  it('makes gallery images at most 1920 wide with a thumbnail', async () => {
    const token = await tokenFor(gw, await buildUser(gw.database.db));
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const res = await upload(big, 'x.png', 'gallery', token);
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([1920, 960]);
    const thumb = await sharp(
      Buffer.from(await (await fetch(gw.url + res.body.thumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect(thumb.width).toBe(480);
  });

  it('refuses non-images, anonymous callers, bad areas and files over 25 MB', async () => {
    const token = await tokenFor(gw, await buildUser(gw.database.db));
    const fake = await upload(Buffer.from('<?php echo 1; ?>'), 'photo.jpg', 'square', token);
    expect(fake).toEqual({
      status: 415,
      body: { error: { code: 'NOT_AN_IMAGE', message: 'Il file selezionato non è un’immagine valida' } },
    });
    const img = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(img, 'a.png', 'square')).status).toBe(401);
    expect((await upload(img, 'a.png', 'banner', token)).status).toBe(400);
    const huge = Buffer.alloc(25 * 1024 * 1024 + 1);
    const tooBig = await upload(huge, 'big.png', 'gallery', token);
    expect(tooBig).toEqual({
      status: 413,
      body: { error: { code: 'TOO_LARGE', message: 'L’immagine supera la dimensione massima di 25 MB' } },
    });
  });
});

describe('city from GPS', () => {
  const Q = `query ($lat: Float!, $lon: Float!) { cityFromPosition(lat: $lat, lon: $lon) { nome provincia { nome } cap } }`;
  it('reads address.city, else town, else village, then matches the comune', async () => {
    geocoderAnswer = { status: 200, body: { address: { city: 'Milano' } } };
    const res = await gw.gql<{ cityFromPosition: { nome: string } }>(Q, { lat: 45.46, lon: 9.19 });
    expect(res.data!.cityFromPosition.nome).toBe('Milano');
    expect(lastGeocoderQuery).toMatch(/lat=45.46&lon=9.19&format=json/);
    geocoderAnswer = { status: 200, body: { address: { town: 'Roma', village: 'Torino' } } };
    expect(
      (await gw.gql<{ cityFromPosition: { nome: string } }>(Q, { lat: 41.9, lon: 12.5 })).data!
        .cityFromPosition.nome,
    ).toBe('Roma');
    geocoderAnswer = { status: 200, body: { address: { village: 'Torino' } } };
    expect(
      (await gw.gql<{ cityFromPosition: { nome: string } }>(Q, { lat: 45, lon: 7.6 })).data!.cityFromPosition
        .nome,
    ).toBe('Torino');
    geocoderAnswer = { status: 200, body: { address: { country: 'France' } } };
    expect((await gw.gql(Q, { lat: 48.8, lon: 2.3 })).data).toEqual({ cityFromPosition: null });
  });
  it('says so when the geocoder fails', async () => {
    geocoderAnswer = { status: 500, body: {} };
    const res = await gw.gql(Q, { lat: 45.46, lon: 9.19 });
    expect(res.errors?.[0]?.message).toBe('Errore nel recupero della città');
  });
});
