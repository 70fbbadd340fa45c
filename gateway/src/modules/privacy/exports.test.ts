import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { scenario, type Scenario } from '../../test/quotes.js';
import {
  dataExports,
  conversationMessages,
  favorites,
  locationContactClicks,
  notifications,
  pushTokens,
  todoItems,
  todoLists,
  users,
} from '../../db/schema/index.js';
import { requestOf, writeReview } from '../reviews/testing.js';

const FIELDS = '{ id status createdAt readyAt expiresAt jsonUrl htmlUrl }';
const REQUEST = `mutation { requestDataExport ${FIELDS} }`;
const LIST = `query { myDataExports ${FIELDS} }`;
type Export = {
  id: string;
  status: string;
  expiresAt: string | null;
  jsonUrl: string | null;
  htmlUrl: string | null;
};

let gw: TestGateway;
let sc: Scenario;
const PUSH_TOKEN = `device-token-${randomUUID()}`;
const EVIL = '<script>alert("x")</script>';

beforeAll(async () => {
  gw = await startTestGateway();
  sc = await scenario(gw);
  const db = gw.database.db;
  await db
    .update(users)
    .set({ marketingConsentAt: new Date('2025-03-01T10:00:00Z') })
    .where(eq(users.id, sc.guest.id));
  await db.insert(favorites).values({ userId: sc.guest.id, locationId: sc.location.id });
  const [list] = await db.insert(todoLists).values({ userId: sc.guest.id, name: EVIL }).returning();
  await db.insert(todoItems).values({ listId: list!.id, name: 'Prenotare la torta' });
  await db.insert(pushTokens).values({ userId: sc.guest.id, token: PUSH_TOKEN, platform: 'android' });
  await db.insert(locationContactClicks).values({
    locationId: sc.location.id,
    type: 'WHATSAPP',
    userId: sc.guest.id,
    visitorKey: `utente:${sc.guest.id}`,
    day: '2026-02-01',
  });
  const request = await requestOf(gw, sc);
  await writeReview(gw, sc, request.id);
  await db.insert(conversationMessages).values([
    { quoteRequestId: request.id, authorId: sc.guest.id, authorSide: 'GUEST', body: 'Avete il parcheggio?' },
    { quoteRequestId: request.id, authorId: sc.host.id, authorSide: 'HOST', body: 'Sì, 30 posti.' },
  ]);
  await db
    .insert(notifications)
    .values({ userId: sc.guest.id, role: 'GUEST', type: 'REVIEW_INVITE', quoteRequestId: request.id });
});
afterAll(() => gw?.stop());

const download = (path: string, token?: string) =>
  fetch(`${gw.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
/** A refused download as the one REST error mapping answers it. */
const refusal = async (pending: Promise<Response>) => {
  const res = await pending;
  return { status: res.status, body: (await res.json()) as unknown };
};
const refused = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

async function request(token: string) {
  const res = await gw.gql<{ requestDataExport: Export }>(REQUEST, {}, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.requestDataExport;
}

describe('own data export', () => {
  it('is produced in the background, holds every category and no secrets, and e-mails its owner', async () => {
    const first = await request(sc.guestToken);
    expect(first).toMatchObject({ status: 'PENDING', jsonUrl: null, htmlUrl: null, expiresAt: null });
    // One pending at a time: a second request is the same job.
    expect((await request(sc.guestToken)).id).toBe(first.id);

    const sentBefore = gw.mail.length;
    const now = new Date();
    expect((await gw.app.privacy.exports(now)).produced).toBeGreaterThanOrEqual(1);
    const list = (await gw.gql<{ myDataExports: Export[] }>(LIST, {}, { token: sc.guestToken })).data!
      .myDataExports;
    expect(list).toHaveLength(1);
    const ready = list[0]!;
    expect(ready.status).toBe('READY');
    expect(new Date(ready.expiresAt!).getTime()).toBe(now.getTime() + 7 * 86_400_000);

    const res = await download(ready.jsonUrl!, sc.guestToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const raw = await res.text();
    const data = JSON.parse(raw);
    expect(data.account).toMatchObject({ email: sc.guest.email, fullName: 'Giulia Ospite' });
    expect(data.consents.marketingConsentAt).toBe('2025-03-01T10:00:00.000Z');
    expect(data.consents.termsAcceptedAt).toEqual(expect.any(String));
    expect(data.notificationSettings).toEqual({
      notifyQuoteRequests: true,
      notifyQuoteAccepted: true,
      notifyNewLocations: true,
    });
    expect(data.favorites).toEqual([expect.objectContaining({ location: sc.location.name })]);
    expect(data.todoLists).toEqual([
      expect.objectContaining({
        name: EVIL,
        tasks: [expect.objectContaining({ name: 'Prenotare la torta' })],
      }),
    ]);
    expect(data.quoteRequestsSent).toEqual([
      expect.objectContaining({ location: sc.location.name, status: 'CONFIRMED' }),
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'REVIEW_INVITE' })]);
    expect(data.reviews).toEqual([expect.objectContaining({ title: 'Festa riuscita', vote: 4 })]);
    // What the guest wrote in the conversation; the host's answer is the host's data, not theirs.
    expect(data.messages).toEqual([
      expect.objectContaining({ as: 'GUEST', body: 'Avete il parcheggio?', location: sc.location.name }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.contactClicks).toEqual([{ type: 'WHATSAPP', day: '2026-02-01', location: sc.location.name }]);
    expect(data.pushDevices).toEqual([expect.objectContaining({ platform: 'android' })]);
    // No secrets: the password hash, the push token, the session token, the export's own token.
    const [row] = await gw.database.db.select().from(users).where(eq(users.id, sc.guest.id));
    expect(raw).not.toContain(row!.passwordHash!);
    expect(raw).not.toMatch(/passwordHash|tokenVersion|password/i);
    expect(raw).not.toContain(PUSH_TOKEN);
    expect(raw).not.toContain(sc.guestToken);
    expect(raw).not.toContain(ready.jsonUrl!.split('/').pop()!.replace('.json', ''));

    // The HTML summary escapes user text.
    const html = await download(ready.htmlUrl!, sc.guestToken);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    const page = await html.text();
    expect(page).not.toContain(EVIL);
    expect(page).toContain('&lt;script&gt;');
    expect(page).toContain(sc.guest.email);

    await gw.app.outbox.drain();
    const mail = gw.mail.slice(sentBefore).find((m) => m.to === sc.guest.email);
    expect(mail?.subject).toBe('I tuoi dati sono pronti');
  });

  it('the host export holds the requests received for their locations', async () => {
    await request(sc.hostToken);
    await gw.app.privacy.exports();
    const [host] = (await gw.gql<{ myDataExports: Export[] }>(LIST, {}, { token: sc.hostToken })).data!
      .myDataExports;
    const data = (await (await download(host!.jsonUrl!, sc.hostToken)).json()) as Record<string, unknown>;
    expect(data.locations).toEqual([expect.objectContaining({ name: sc.location.name })]);
    expect(data.quoteRequestsReceived).toEqual([
      expect.objectContaining({ guestEmail: sc.guest.email, status: 'CONFIRMED' }),
    ]);
  });

  it('only its owner downloads it, and only until it expires', async () => {
    const [mine] = (await gw.gql<{ myDataExports: Export[] }>(LIST, {}, { token: sc.guestToken })).data!
      .myDataExports;
    const other = await buildUser(gw.database.db);
    const otherToken = await tokenFor(gw, other);
    const missing = refused(404, 'NOT_FOUND', 'Esportazione non trovata');
    expect(await refusal(download(mine!.jsonUrl!, otherToken))).toEqual(missing);
    expect(await refusal(download(mine!.htmlUrl!, otherToken))).toEqual(missing);
    expect(await refusal(download(mine!.jsonUrl!))).toEqual(
      refused(401, 'UNAUTHENTICATED', 'Accedi per scaricare i tuoi dati'),
    );
    expect(
      (await download('/account/exports/nonesiste-nonesiste-nonesiste.json', sc.guestToken)).status,
    ).toBe(404);
    // Another user's list does not show it.
    const theirs = await gw.gql<{ myDataExports: Export[] }>(LIST, {}, { token: otherToken });
    expect(theirs.data!.myDataExports).toEqual([]);

    // Eight days later the worker expires it and drops the content.
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect((await gw.app.privacy.exports(later)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await gw.database.db.select().from(dataExports).where(eq(dataExports.id, mine!.id));
    expect(row).toMatchObject({ status: 'EXPIRED', content: null });
    expect(await refusal(download(mine!.jsonUrl!, sc.guestToken))).toEqual(
      refused(410, 'EXPORT_EXPIRED', 'Questa esportazione è scaduta'),
    );
    const [shown] = (await gw.gql<{ myDataExports: Export[] }>(LIST, {}, { token: sc.guestToken })).data!
      .myDataExports;
    expect(shown).toMatchObject({ status: 'EXPIRED', jsonUrl: null, htmlUrl: null });
    // A new request is possible once none is pending.
    expect((await request(sc.guestToken)).id).not.toBe(mine!.id);
  });

  it('when ready, also notifies in the feed of the role last used, and by push, opening /profile/data', async () => {
    const user = await buildUser(gw.database.db);
    await gw.database.db
      .insert(pushTokens)
      .values({ userId: user.id, token: `device-${randomUUID()}`, platform: 'android' });
    const guestToken = await tokenFor(gw, user, 'GUEST');
    // The host session is opened last, so it is the one the user was last using.
    await new Promise((r) => setTimeout(r, 5));
    const hostToken = await tokenFor(gw, user, 'HOST');
    await request(guestToken);
    const FEED = `query ($role: SessionRole!) { notifications(role: $role) { items { type isRead } } }`;
    type Feed = { notifications: { items: { type: string; isRead: boolean }[] } };
    const feed = async (role: string, token: string) =>
      (await gw.gql<Feed>(FEED, { role }, { token })).data!.notifications.items;
    expect(await feed('HOST', hostToken)).toEqual([]);

    await gw.app.privacy.exports();
    expect(await feed('HOST', hostToken)).toEqual([{ type: 'DATA_EXPORT_READY', isRead: false }]);
    expect(await feed('GUEST', guestToken)).toEqual([]);
    const [notice] = await gw.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    await gw.app.outbox.drain();
    const push = gw.push.sent.find((p) => p.msg.data.notificationId === notice!.id);
    expect(push?.msg).toMatchObject({ title: 'I tuoi dati sono pronti', data: { route: '/profile/data' } });
    // One e-mail, the export's own.
    expect(gw.mail.filter((m) => m.to === user.email).map((m) => m.subject)).toEqual([
      'I tuoi dati sono pronti',
    ]);
  });

  it('is refused signed out', async () => {
    const res = await gw.gql(REQUEST);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
