import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { quoteRequests } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser } from '../../test/factories.js';
import { scenario } from '../../test/quotes.js';
import { conversation, err, listen, MESSAGES, READ, REPORT, send, socket, until } from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

/** The two parties of one request, and everyone else: another host, another guest, nobody. */
async function cast() {
  const c = await conversation(gw);
  const other = await scenario(gw);
  const first = await send(gw, c.guestToken, c.requestId, { body: 'Prima domanda' });
  return {
    c,
    messageId: first.data!.sendMessage.id,
    strangers: { otherHost: other.hostToken, otherGuest: other.guestToken },
  };
}

describe('conversation access over HTTP', () => {
  it('answers NOT_FOUND to another host and another guest, UNAUTHENTICATED signed out, for every operation', async () => {
    const { c, messageId, strangers } = await cast();
    const ops = (token?: string) => {
      const opts = token ? { token } : {};
      return [
        send(gw, token, c.requestId),
        gw.gql(READ, { id: c.requestId }, opts),
        gw.gql(REPORT, { id: messageId, r: 'Contenuto offensivo nel messaggio' }, opts),
      ];
    };
    for (const token of Object.values(strangers)) {
      const results = await Promise.all(ops(token));
      expect(results.map((r) => err(r)?.extensions?.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
      // Reading: the request itself is not there for them, messages included.
      const detail = await gw.gql<{ quoteRequest: unknown }>(MESSAGES, { id: c.requestId }, { token });
      expect(detail.data?.quoteRequest).toBeNull();
    }
    const UNREAD = `query { unreadConversations(role: HOST) }`;
    expect(err(await gw.gql(UNREAD))?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another host's list never names this request.
    const theirs = await gw.gql<{ unreadConversations: string[] }>(
      UNREAD,
      {},
      { token: strangers.otherHost },
    );
    expect(theirs.data!.unreadConversations).not.toContain(c.requestId);
    const anonymous = await Promise.all(ops());
    expect(anonymous.map((r) => err(r)?.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
    ]);
    // Nothing they tried was written.
    const both = await gw.gql<{ quoteRequest: { messages: unknown[] } }>(
      MESSAGES,
      { id: c.requestId },
      { token: c.hostToken },
    );
    expect(both.data!.quoteRequest.messages).toHaveLength(1);
  });

  it('answers NOT_FOUND for an id that is not a request at all', async () => {
    const { c } = await cast();
    expect(err(await send(gw, c.guestToken, '00000000-0000-4000-8000-000000000000'))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(err(await send(gw, c.guestToken, 'nope'))?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('conversation access and delivery over the WebSocket', () => {
  it('delivers a message live to the other side, then its read receipt to the author', async () => {
    const { c } = await cast();
    const guest = socket(gw, c.guestToken);
    const host = socket(gw, c.hostToken);
    try {
      const g = listen(guest, c.requestId);
      const h = listen(host, c.requestId);
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      const sent = await send(gw, c.hostToken, c.requestId, { body: 'Vi aspettiamo' });
      await until(() => g.events.length > 0 && h.events.length > 0);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(g.events[0]).toMatchObject({
        id: sent.data!.sendMessage.id,
        mine: false,
        body: 'Vi aspettiamo',
      });
      expect(h.events[0]).toMatchObject({ mine: true, readAt: null });
      await gw.gql(READ, { id: c.requestId }, { token: c.guestToken });
      await until(() => h.events.some((e) => e.id === sent.data!.sendMessage.id && e.readAt != null));
    } finally {
      await guest.dispose();
      await host.dispose();
    }
  });

  it('refuses another host and another guest (NOT_FOUND) and a signed-out socket (UNAUTHENTICATED)', async () => {
    const { c, strangers } = await cast();
    for (const [token, code] of [
      [strangers.otherHost, 'NOT_FOUND'],
      [strangers.otherGuest, 'NOT_FOUND'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const client = socket(gw, token);
      try {
        const l = listen(client, c.requestId);
        await until(() => l.state.error != null);
        const errors = Array.isArray(l.state.error) ? l.state.error : [l.state.error];
        expect(errors.map((e) => e?.extensions?.code)).toEqual([code]);
        await send(gw, c.guestToken, c.requestId, { body: 'Non per te' });
        await new Promise((r) => setTimeout(r, 200));
        expect(l.events).toEqual([]);
      } finally {
        await client.dispose();
      }
    }
  });

  it('authorises every event: a subscriber who is no longer a party hears nothing more', async () => {
    const { c } = await cast();
    const guest = socket(gw, c.guestToken);
    try {
      const g = listen(guest, c.requestId);
      await new Promise((r) => setTimeout(r, 300));
      await send(gw, c.hostToken, c.requestId, { body: 'Uno' });
      await until(() => g.events.length === 1);
      // The request changes hands (as an account deletion leaves it without its guest).
      const someone = await buildUser(gw.database.db);
      await gw.database.db
        .update(quoteRequests)
        .set({ userId: someone.id })
        .where(eq(quoteRequests.id, c.requestId));
      await send(gw, c.hostToken, c.requestId, { body: 'Due' });
      await until(() => g.state.done);
      expect(g.events.map((e) => e.body)).toEqual(['Uno']);
    } finally {
      await guest.dispose();
    }
  });
});
