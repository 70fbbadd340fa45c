import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { favorites, pushTokens, quoteRequests, sessions, todoLists, users } from '../../db/schema/index.js';
import { LOGIN } from '../../test/auth.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const VIEWER = `query { viewer { user { fullName city birthDate phoneNumber avatarUrl marketingConsentAt profilingConsentAt notifyQuoteRequests notifyQuoteAccepted notifyNewLocations } } }`;
const UPDATE = `mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { fullName city birthDate phoneNumber } }`;
const CHANGE = `mutation ($input: UpdatePasswordInput!) { updatePassword(input: $input) }`;

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

describe('session role', () => {
  it('remembers the role on the server session', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    expect(await gw.gql(`mutation { switchRole(role: HOST) }`, {}, { token })).toEqual({
      data: { switchRole: true },
    });
    const [row] = await gw.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.role).toBe('HOST');
  });
});
