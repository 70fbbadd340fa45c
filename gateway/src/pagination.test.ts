import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from './errors.js';
import { encodeCursor, readSeq } from './cursor.js';
import { cursorPage, cursorWindow, MAX_PAGE, pageWindow, paged } from './pagination.js';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { buildUser, tokenFor } from './test/factories.js';

const SIZES = { pageSize: 20, max: 50 };
const LIST = { kind: 't', parts: 1, first: 10, max: 50, read: ([seq]: string[]) => readSeq(seq) };

/** The code and field a thrown error answers with, or the error itself when it is not a domain error. */
function thrown(run: () => unknown) {
  try {
    run();
  } catch (err) {
    if (err instanceof DomainError) return { code: err.code, field: err.extra.field };
    throw err;
  }
  return null;
}

describe('numbered pages', () => {
  it('covers the rows of the page asked for, page 1 by default', () => {
    expect(pageWindow({}, SIZES)).toEqual({ page: 1, pageSize: 20, offset: 0, limit: 20 });
    expect(pageWindow({ page: 3, pageSize: 5 }, SIZES)).toEqual({
      page: 3,
      pageSize: 5,
      offset: 10,
      limit: 5,
    });
    expect(paged(['a'], 11, pageWindow({ page: 3, pageSize: 5 }, SIZES))).toEqual({
      items: ['a'],
      count: 11,
      page: 3,
      pageSize: 5,
    });
  });

  it('brings a page size within the bounds of the list', () => {
    expect(pageWindow({ pageSize: 1000 }, SIZES).pageSize).toBe(50);
    expect(pageWindow({ pageSize: 0 }, SIZES).pageSize).toBe(1);
    expect(pageWindow({ pageSize: -7 }, SIZES).limit).toBe(1);
  });

  it('answers a page below 1 or past the last possible one with BAD_USER_INPUT on `page`', () => {
    for (const page of [0, -1, MAX_PAGE + 1, 1.5])
      expect(thrown(() => pageWindow({ page }, SIZES))).toEqual({ code: 'BAD_USER_INPUT', field: 'page' });
    expect(thrown(() => pageWindow({ page: MAX_PAGE }, SIZES))).toBeNull();
  });
});

describe('cursor pages', () => {
  it('reads one row more than it returns, and points the cursor at the last row returned', () => {
    const window = cursorWindow({ first: 2 }, LIST);
    expect(window).toEqual({ limit: 2, after: null });
    const page = cursorPage([{ seq: 9 }, { seq: 8 }, { seq: 7 }], window, 't', (r) => [r.seq]);
    expect(page.items).toEqual([{ seq: 9 }, { seq: 8 }]);
    expect(page.hasMore).toBe(true);
    expect(cursorWindow({ after: page.nextCursor }, LIST)).toEqual({ limit: 10, after: 8 });
    expect(cursorPage([{ seq: 1 }], window, 't', (r) => [r.seq])).toEqual({
      items: [{ seq: 1 }],
      hasMore: false,
      nextCursor: null,
    });
  });

  it('brings `first` within the bounds of the list', () => {
    expect(cursorWindow({ first: 500 }, LIST).limit).toBe(50);
    expect(cursorWindow({ first: 0 }, LIST).limit).toBe(1);
  });

  it('answers a forged or foreign cursor with BAD_USER_INPUT on `after`', () => {
    const forged = [
      'not-a-cursor',
      encodeCursor('t', 0), // not a positive seq
      encodeCursor('t', '1 or 1=1'),
      encodeCursor('t', 1, 2), // too many parts
      encodeCursor('other', 5), // another list's cursor
    ];
    for (const after of forged)
      expect(thrown(() => cursorWindow({ after }, LIST))).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
  });
});

describe('pagination through the gateway', () => {
  let gw: TestGateway;
  let guest: string;
  let admin: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    guest = await tokenFor(gw, await buildUser(gw.database.db), 'GUEST');
    admin = await tokenFor(gw, await buildUser(gw.database.db, { isAdmin: true }), 'GUEST');
  });
  afterAll(async () => {
    await gw?.stop();
  });

  const codeOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => ({
    code: res.errors?.[0]?.extensions?.code,
    field: res.errors?.[0]?.extensions?.field,
  });

  it('answers page 0 with BAD_USER_INPUT, not an internal error', async () => {
    const res = await gw.gql('query { myQuoteRequests(page: 0) { count } }', {}, { token: guest });
    expect(codeOf(res)).toEqual({ code: 'BAD_USER_INPUT', field: 'page' });
    const queue = await gw.gql('query { reviewQueue(page: -3) { count } }', {}, { token: admin });
    expect(codeOf(queue)).toEqual({ code: 'BAD_USER_INPUT', field: 'page' });
  });

  it("caps the console's page size and says which page it answered", async () => {
    const res = await gw.gql<{ changeRequestQueue: { page: number; pageSize: number } }>(
      'query { changeRequestQueue(page: 2, pageSize: 10000) { page pageSize count } }',
      {},
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.changeRequestQueue).toMatchObject({ page: 2, pageSize: 50 });
  });

  it('answers a tampered cursor with BAD_USER_INPUT on every cursor list', async () => {
    const tampered = encodeCursor('n2', '2026-01-01 00:00:00+00', '1; drop table users');
    for (const [query, token] of [
      [`query { notifications(role: GUEST, after: "${tampered}") { nextCursor } }`, guest],
      [`query { favorites(after: "${tampered}") { hasMore } }`, guest],
      [`query { searchLocations(after: "${tampered}") { hasMore } }`, undefined],
      [`query { auditLog(after: "${tampered}") { nextCursor } }`, admin],
    ] as const) {
      const res = await gw.gql(query, {}, { token });
      expect(codeOf(res), query).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
    }
  });
});
