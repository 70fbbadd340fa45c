import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { scenario, type Scenario } from './test/quotes.js';

/**
 * Bad inputs that once answered INTERNAL_SERVER_ERROR (or HTTP 500): a malformed input answers a client
 * error, never an internal one. Each is pinned with the code and field it answers, on the fast path and on
 * express alike. fuzz.test.ts looks for the rest.
 */
let gw: TestGateway;
let sc: Scenario;
beforeAll(async () => {
  gw = await startTestGateway();
  sc = await scenario(gw);
});
afterAll(async () => {
  await gw?.stop();
});

describe('bad input', () => {
  it("answers the issue's examples with a client error naming the field, alike on both paths", async () => {
    const cursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const SEARCH =
      'query ($f: SearchFilters, $after: String) { searchLocations(filters: $f, after: $after) { hasMore } }';
    const cases: { body: unknown; token?: string; status: number; code: string; field?: string }[] = [
      {
        body: { query: 'query A { tags { id } } query B { partners { id } }' },
        status: 400,
        code: 'OPERATION_RESOLUTION_FAILURE',
      },
      {
        body: { query: '{ tags { id } }', operationName: 'C' },
        status: 400,
        code: 'OPERATION_RESOLUTION_FAILURE',
      },
      {
        body: {
          query: `query (${Array.from({ length: 60 }, (_, i) => `$v${i}: Int!`).join(', ')}) { searchLocations(filters: { tagIds: [${Array.from({ length: 60 }, (_, i) => `$v${i}`).join(', ')}] }) { hasMore } }`,
          variables: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, 'x'])),
        },
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'v0',
      },
      {
        body: { query: 'subscription { notificationAdded(role: GUEST) { id } }' },
        status: 400,
        code: 'BAD_REQUEST',
      },
      {
        body: { query: '{ cities(filter: "Mi\\u0000") { id } }' },
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'filter',
      },
      {
        body: {
          query: 'query ($s: String!) { location(idOrSlug: $s) { id } }',
          variables: { s: 'a\u0000b' },
        },
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'idOrSlug',
      },
      {
        body: {
          query: 'mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) }',
          variables: { ids: ['------------------------------------'] },
        },
        token: sc.guestToken,
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'ids.0',
      },
      {
        body: {
          query: 'mutation ($i: CreateQuoteRequestInput!) { createQuoteRequest(input: $i) { id } }',
          variables: {
            i: {
              locationId: sc.location.id,
              ambients: [],
              services: [],
              guests: 10,
              date: '2030-06-15',
              note: 'Ciao\u0000',
            },
          },
        },
        token: sc.guestToken,
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'note',
      },
      {
        body: {
          query: 'query ($id: ID!) { locationUnavailabilities(locationId: $id) { ambients { id } } }',
          variables: { id: '0123456789abcdef0123456789abcdef0123' },
        },
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'locationId',
      },
      {
        body: { query: SEARCH, variables: { f: { budgetMin: 2_147_483_647 } } },
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'budgetMin',
      },
      {
        body: { query: SEARCH, variables: { f: { date: '0000-01-01' } } },
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'date',
      },
      {
        body: { query: SEARCH, variables: { after: cursor('s:0') } },
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'after',
      },
      {
        body: {
          query:
            '{ favorites(after: "' +
            cursor(`f:0000-01-01T00:00:00.000000+00|${randomUUID()}`) +
            '") { hasMore } }',
        },
        token: sc.guestToken,
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'after',
      },
      {
        body: {
          query:
            '{ notifications(role: GUEST, after: "' +
            cursor(`["0000-01-01T00:00:00.000Z","${randomUUID()}"]`) +
            '") { nextCursor } }',
        },
        token: sc.guestToken,
        status: 200,
        code: 'BAD_USER_INPUT',
        field: 'after',
      },
    ];
    const wrong: string[] = [];
    for (const c of cases) {
      for (const path of ['fast', 'express'] as const) {
        const res = await fetch(`${gw.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': path === 'fast' ? 'application/json' : 'application/json; fuzz=1',
            ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
          },
          body: JSON.stringify(c.body),
        });
        const json = (await res.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
        const got = {
          status: res.status,
          code: json.errors?.[0]?.extensions?.code,
          field: c.field ? json.errors?.[0]?.extensions?.field : undefined,
        };
        const want = { status: c.status, code: c.code, field: c.field };
        if (JSON.stringify(got) !== JSON.stringify(want))
          wrong.push(`${path}: ${JSON.stringify(c.body).slice(0, 160)} → ${JSON.stringify(got)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
