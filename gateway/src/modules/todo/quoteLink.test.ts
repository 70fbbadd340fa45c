import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { scenario } from '../../test/quotes.js';
import { syncTodoPresets } from '../../seed/index.js';
import { TODO_PRESETS } from '../../seed/todoPresets.js';
import { quoteRequests, todoLists } from '../../db/schema/index.js';
import { requestOf } from '../reviews/testing.js';

// A guest's to-do list linked to one of the quote requests they sent.
const CREATE = `mutation ($name: String!) { createTodoList(name: $name) { id } }`;

let gw: TestGateway;
let otherToken: string;

async function ok<T = Record<string, { id: string }>>(
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const res = await gw.gql<T>(query, variables, { token });
  expect(res.errors).toBeUndefined();
  return res.data!;
}
async function errorOf(query: string, variables?: Record<string, unknown>, token?: string) {
  const res = await gw.gql(query, variables, token ? { token } : {});
  return res.errors?.[0];
}

beforeAll(async () => {
  gw = await startTestGateway();
  await gw.database.db.transaction((tx) => syncTodoPresets(tx));
  otherToken = await tokenFor(gw, await buildUser(gw.database.db));
});
afterAll(async () => {
  await gw?.stop();
});

describe('to-do lists: linked quote request', () => {
  const LINK_FIELDS = `id quoteRequest { id number status date guests locationName locationSlug eventTypes }`;
  const LINK = `mutation ($id: ID!, $quoteRequestId: ID) { linkTodoListQuoteRequest(id: $id, quoteRequestId: $quoteRequestId) { ${LINK_FIELDS} } }`;
  const FROM_REQUEST = `mutation ($quoteRequestId: ID!, $eventType: EventType) { createTodoListForQuoteRequest(quoteRequestId: $quoteRequestId, eventType: $eventType) { name ${LINK_FIELDS} items { name } } }`;
  const LINKED = `query ($id: ID!) { todoList(id: $id) { ${LINK_FIELDS} } }`;
  type Linked = { id: string; quoteRequest: Record<string, unknown> | null };

  it("links a list to the guest's own request only: someone else's list or request, or the host, is NOT_FOUND", async () => {
    const sc = await scenario(gw, { name: 'Villa Comunione', eventTypes: ['COMMUNION', 'BAPTISM'] });
    const mine = await requestOf(gw, sc, { status: 'PENDING', date: '2031-05-10' });
    const { createTodoList: list } = await ok(CREATE, { name: 'Comunione di Sara' }, sc.guestToken);
    const linked = (
      await ok<{ linkTodoListQuoteRequest: Linked }>(
        LINK,
        { id: list!.id, quoteRequestId: mine.id },
        sc.guestToken,
      )
    ).linkTodoListQuoteRequest;
    const CHOICES = `query { todoQuoteRequestChoices { id locationName } }`;
    type Choices = { todoQuoteRequestChoices: { id: string; locationName: string }[] };
    expect((await ok<Choices>(CHOICES, {}, sc.guestToken)).todoQuoteRequestChoices).toEqual([
      { id: mine.id, locationName: 'Villa Comunione' },
    ]);
    expect((await ok<Choices>(CHOICES, {}, sc.hostToken)).todoQuoteRequestChoices).toEqual([]);
    expect(linked.quoteRequest).toEqual({
      id: mine.id,
      number: mine.number,
      status: 'PENDING',
      date: '2031-05-10',
      guests: 20,
      locationName: 'Villa Comunione',
      locationSlug: sc.location.slug,
      eventTypes: ['BAPTISM', 'COMMUNION'],
    });
    expect(
      (await ok<{ todoList: Linked }>(LINKED, { id: list!.id }, sc.guestToken)).todoList.quoteRequest,
    ).toMatchObject({ id: mine.id });

    // The guest's request with another user's list, another guest's request with the guest's list, and the
    // host (who received the request) with a list of their own: all NOT_FOUND, nothing changes.
    const theirList = (await ok(CREATE, { name: 'Altrui' }, otherToken)).createTodoList!;
    expect(
      (await errorOf(LINK, { id: theirList.id, quoteRequestId: mine.id }, otherToken))?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await errorOf(LINK, { id: list!.id, quoteRequestId: mine.id }, otherToken))?.extensions?.code,
    ).toBe('NOT_FOUND');
    const hostList = (await ok(CREATE, { name: 'Host' }, sc.hostToken)).createTodoList!;
    const hostTry = await errorOf(LINK, { id: hostList.id, quoteRequestId: mine.id }, sc.hostToken);
    expect(hostTry).toMatchObject({
      message: 'Richiesta preventivo non trovata',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await errorOf(FROM_REQUEST, { quoteRequestId: mine.id }, otherToken))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await errorOf(
          LINK,
          { id: list!.id, quoteRequestId: '00000000-0000-4000-8000-00000000dead' },
          sc.guestToken,
        )
      )?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await errorOf(LINK, { id: list!.id, quoteRequestId: null }))?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await ok<{ todoList: Linked }>(LINKED, { id: list!.id }, sc.guestToken)).todoList.quoteRequest,
    ).not.toBeNull();

    // Unlinked by hand.
    const unlinked = (
      await ok<{ linkTodoListQuoteRequest: Linked }>(
        LINK,
        { id: list!.id, quoteRequestId: null },
        sc.guestToken,
      )
    ).linkTodoListQuoteRequest;
    expect(unlinked.quoteRequest).toBeNull();
  });

  it("creates a linked list from a request with its location's preset, and unlinks it when the request goes", async () => {
    const sc = await scenario(gw, { name: 'Villa Rosa', eventTypes: ['WEDDING', 'COMMUNION'] });
    const request = await requestOf(gw, sc, { status: 'PENDING', date: '2031-06-01' });
    type Made = { createTodoListForQuoteRequest: Linked & { name: string; items: { name: string }[] } };
    const made = (await ok<Made>(FROM_REQUEST, { quoteRequestId: request.id }, sc.guestToken))
      .createTodoListForQuoteRequest;
    // The location's first event type in the catalogue's order: Comunione before Matrimonio.
    expect(made.name).toBe('Comunione – Villa Rosa');
    expect(made.items.map((i) => i.name)).toEqual(
      TODO_PRESETS.find((p) => p.eventType === 'COMMUNION')!.items.map(([name]) => name),
    );
    expect(made.quoteRequest).toMatchObject({ id: request.id, locationName: 'Villa Rosa', guests: 20 });
    const chosen = (
      await ok<Made>(FROM_REQUEST, { quoteRequestId: request.id, eventType: 'WEDDING' }, sc.guestToken)
    ).createTodoListForQuoteRequest;
    expect(chosen.name).toBe('Matrimonio – Villa Rosa');

    // The request is deleted (as the 10-year retention does): both lists stay, unlinked.
    await gw.database.db.delete(quoteRequests).where(eq(quoteRequests.id, request.id));
    for (const id of [made.id, chosen.id]) {
      const { todoList } = await ok<{ todoList: Linked }>(LINKED, { id }, sc.guestToken);
      expect(todoList).toEqual({ id, quoteRequest: null });
      const [row] = await gw.database.db.select().from(todoLists).where(eq(todoLists.id, id));
      expect(row!.quoteRequestId).toBeNull();
    }
  });

  it('shows no link once the request is no longer the list owner’s', async () => {
    const sc = await scenario(gw);
    const request = await requestOf(gw, sc, { status: 'PENDING' });
    const made = (
      await ok<{ createTodoListForQuoteRequest: Linked }>(
        FROM_REQUEST,
        { quoteRequestId: request.id },
        sc.guestToken,
      )
    ).createTodoListForQuoteRequest;
    expect(made.quoteRequest).not.toBeNull();
    // Rows outlive rules: a request that no longer names the list's owner as its sender is not shown.
    await gw.database.db.update(quoteRequests).set({ userId: null }).where(eq(quoteRequests.id, request.id));
    const { todoList } = await ok<{ todoList: Linked }>(LINKED, { id: made.id }, sc.guestToken);
    expect(todoList.quoteRequest).toBeNull();
  });
});
