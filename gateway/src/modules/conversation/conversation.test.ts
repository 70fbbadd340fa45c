import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { conversationMessages as texts } from '@festalocation/domain/messages';
import { conversationMessages, notifications, users } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { conversation, err, MESSAGES, READ, send, type Message } from './testing.js';
import { requestRef, sendMessage } from './service.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ MESSAGES_PER_MINUTE: '4', QUOTE_REQUESTS_PER_LOCATION_DAY: '10' });
});
afterAll(async () => {
  await gw?.stop();
});

type Detail = { quoteRequest: { unreadMessages: number; messages: Message[] } | null };
const read = (token: string, id: string) => gw.gql<Detail>(MESSAGES, { id }, { token });
const feed = (userId: string, requestId: string) =>
  gw.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.quoteRequestId, requestId),
        eq(notifications.type, 'MESSAGE_RECEIVED'),
      ),
    );
const mailsTo = (email: string) => gw.mail.filter((m) => m.to === email && /messaggio/.test(m.subject));

describe('conversation: writing and reading', () => {
  it('carries text both ways, with sides, read receipts and the unread counts', async () => {
    const c = await conversation(gw);
    const first = await send(gw, c.guestToken, c.requestId, { body: '  Avete il parcheggio?  ' });
    expect(first.data!.sendMessage).toMatchObject({
      authorSide: 'GUEST',
      mine: true,
      body: 'Avete il parcheggio?',
    });
    expect((await read(c.hostToken, c.requestId)).data!.quoteRequest).toMatchObject({
      unreadMessages: 1,
      messages: [{ mine: false, authorSide: 'GUEST', readAt: null }],
    });
    const UNREAD = `query ($r: SessionRole!) { unreadConversations(role: $r) }`;
    const count = async (token: string, r: string) =>
      (await gw.gql<{ unreadConversations: string[] }>(UNREAD, { r }, { token })).data!.unreadConversations;
    expect(await count(c.hostToken, 'HOST')).toEqual([c.requestId]);
    expect(await count(c.guestToken, 'GUEST')).toEqual([]);

    const marked = await gw.gql<{ markConversationRead: { unreadMessages: number } }>(
      READ,
      { id: c.requestId },
      { token: c.hostToken },
    );
    expect(marked.data!.markConversationRead.unreadMessages).toBe(0);
    expect(await count(c.hostToken, 'HOST')).toEqual([]);
    const guestView = (await read(c.guestToken, c.requestId)).data!.quoteRequest!;
    expect(guestView.messages[0]!.readAt).not.toBeNull();

    await send(gw, c.hostToken, c.requestId, { body: 'Sì, 20 posti.' });
    const both = (await read(c.guestToken, c.requestId)).data!.quoteRequest!;
    expect(both.messages.map((m) => [m.authorSide, m.mine])).toEqual([
      ['GUEST', true],
      ['HOST', false],
    ]);
    expect(both.unreadMessages).toBe(1);
  });

  it('refuses an empty message and one over 2,000 characters, in Italian', async () => {
    const c = await conversation(gw);
    const long = await send(gw, c.guestToken, c.requestId, { body: 'a'.repeat(2001) });
    expect(err(long)).toMatchObject({ message: texts.tooLong, extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await send(gw, c.guestToken, c.requestId, { body: '   ' });
    expect(err(empty)).toMatchObject({ message: texts.empty, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await send(gw, c.guestToken, c.requestId, { body: 'a'.repeat(2000) })).errors).toBeUndefined();
  });

  it('stores one message for a retried send (same key), and tells the host once', async () => {
    const c = await conversation(gw);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      send(gw, c.guestToken, c.requestId, { idempotencyKey: key }),
      send(gw, c.guestToken, c.requestId, { idempotencyKey: key }),
    ]);
    expect(a.data!.sendMessage.id).toBe(b.data!.sendMessage.id);
    const rows = await gw.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.quoteRequestId, c.requestId));
    expect(rows).toHaveLength(1);
    expect(await feed(c.host.id, c.requestId)).toHaveLength(1);
  });
});

describe('conversation: notifications', () => {
  it('sends one e-mail for a burst, a feed row again once read, and no e-mail within the quiet time', async () => {
    const c = await conversation(gw);
    for (const body of ['Uno', 'Due', 'Tre']) await send(gw, c.guestToken, c.requestId, { body });
    const rows = await feed(c.host.id, c.requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'HOST', isRead: false });
    expect(mailsTo(c.host.email)).toHaveLength(1);
    expect(mailsTo(c.host.email)[0]!.subject).toBe(`Nuovo messaggio dall'ospite per ${c.location.name}`);
    // Opening the conversation reads the row; the next message is news again, but the host was just here.
    await gw.gql(READ, { id: c.requestId }, { token: c.hostToken });
    expect((await feed(c.host.id, c.requestId)).every((r) => r.isRead)).toBe(true);
    await send(gw, c.guestToken, c.requestId, { body: 'Quattro' });
    expect(await feed(c.host.id, c.requestId)).toHaveLength(2);
    expect(mailsTo(c.host.email)).toHaveLength(1);
    // The guest hears from the host under the guest's own switch.
    await send(gw, c.hostToken, c.requestId, { body: 'Risposta' });
    expect(mailsTo(c.guest.email)).toHaveLength(1);
    expect(mailsTo(c.guest.email)[0]!.subject).toBe(`${c.location.name} ti ha scritto un messaggio`);
  });

  it('writes the feed row but no e-mail when the recipient turned the switch off', async () => {
    const c = await conversation(gw);
    await gw.database.db.update(users).set({ notifyQuoteAccepted: false }).where(eq(users.id, c.guest.id));
    await send(gw, c.hostToken, c.requestId, { body: 'Buongiorno' });
    expect(await feed(c.guest.id, c.requestId)).toHaveLength(1);
    expect(mailsTo(c.guest.email)).toHaveLength(0);
  });
});

describe('conversation: limits and standing', () => {
  it('refuses the fifth message in a minute with RATE_LIMITED, the wait and an Italian message', async () => {
    const c = await conversation(gw);
    for (let i = 0; i < 4; i++) expect((await send(gw, c.hostToken, c.requestId)).errors).toBeUndefined();
    const refused = await send(gw, c.hostToken, c.requestId);
    expect(err(refused)?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'MESSAGES_PER_MINUTE' });
    const wait = err(refused)!.extensions!.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(err(refused)!.message).toMatch(
      /^Hai inviato 4 messaggi in questa conversazione nell'ultimo minuto/,
    );
    // The other side is counted on its own.
    expect((await send(gw, c.guestToken, c.requestId)).errors).toBeUndefined();
  });

  it('refuses a suspended account: its sessions end, and a suspension during the send is caught', async () => {
    const c = await conversation(gw);
    const admin = await buildUser(gw.database.db, { isAdmin: true });
    const adminToken = await tokenFor(gw, admin);
    const SUSPEND = `mutation ($id: ID!) { suspendUser(id: $id, reason: "Messaggi offensivi ripetuti") { id } }`;
    expect((await gw.gql(SUSPEND, { id: c.guest.id }, { token: adminToken })).errors).toBeUndefined();
    const after = await send(gw, c.guestToken, c.requestId);
    expect(err(after)?.extensions?.code).toMatch(/UNAUTHENTICATED|INVALID_SESSION/);
    // The service's own check, for a session that passed just before the suspension committed.
    const ref = (await requestRef(gw.database.db, c.requestId))!;
    const deps = { publicUrl: 'http://x', limits: { perMinute: 10, perDay: 10 } };
    const input = {
      quoteRequestId: c.requestId,
      body: 'x',
      attachmentId: null,
      idempotencyKey: randomUUID(),
    };
    await expect(sendMessage(gw.database.db, deps, ref, c.guest.id, input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: texts.suspended,
    });
  });
});
