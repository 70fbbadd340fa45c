import fs from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { buildLocation, buildUser, tokenFor } from './test/factories.js';
import { scenario } from './test/quotes.js';
import { SCHEMA_PATH } from './server.js';
import { malformedRequests, operationFor, prng, type Pools } from './test/fuzz.js';

/**
 * Schema-driven fuzzing: every Query and Mutation field of schema.graphql with generated arguments
 * (plausible, at the edges, hostile), signed out, as a guest and as a host, over both HTTP paths.
 * Any INTERNAL_SERVER_ERROR or 5xx fails, with the seed and the operation to replay it:
 * FUZZ_SEED=<seed> FUZZ_OPS=<n> npx vitest run --project gateway gateway/src/fuzz.test.ts
 */
// Every `npm test` (and CI) sends a short run with a fixed seed, so a red run replays as it is;
// `npm run test:deep` sends 5,000 operations from a fresh seed (FUZZ_SEED=random) to look further.
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_261_127);
const OPS = Number(process.env.FUZZ_OPS ?? 500);
// 5,000 operations take about 20 s on an idle 2-core machine; on a busy one the run stops issuing
// operations at this budget (and says how many ran) rather than exceeding CI's time.
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 90_000);
const CONCURRENCY = 4;
/**
 * The gateway trusts a loopback proxy, so the fuzz's failed sign-ins and code guesses count against
 * documentation addresses (one of 500 per operation), not against the 127.0.0.1 the other test files
 * share, and no per-address limit or delay builds up over a run.
 */
const addressOf = (n: number) => `${n % 2 ? '198.51.100' : '203.0.113'}.${1 + (Math.floor(n / 2) % 250)}`;
/** A request still unanswered after this long is a failure too (a stalled write, a lock). */
const REQUEST_TIMEOUT_MS = 15_000;
// Ending the session would turn the rest of a signed-in run into a signed-out one.
const SESSION_ENDERS = new Set(['logout', 'deleteAccount']);

let gw: TestGateway;
let geocoder: http.Server;
const tokens: Record<'anonymous' | 'guest' | 'host' | 'forged', string | undefined> = {
  anonymous: undefined,
  guest: undefined,
  host: undefined,
  // A token that is no session: every operation must answer INVALID_SESSION, not fail.
  forged: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
};
let pools: Pools;

beforeAll(async () => {
  // Stands in for Nominatim: cityFromPosition must never leave this machine.
  geocoder = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ address: { city: 'Milano' } }));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const port = (geocoder.address() as AddressInfo).port;
  gw = await startTestGateway({ GEOCODER_URL: `http://127.0.0.1:${port}/reverse` });
  const sc = await scenario(gw);
  const other = await buildLocation(gw.database.db, { ownerId: (await buildUser(gw.database.db)).id });
  tokens.guest = sc.guestToken;
  tokens.host = await tokenFor(gw, sc.host, 'HOST');
  const page = await gw.gql<{ searchLocations: { nextCursor: string | null } }>(
    '{ searchLocations(first: 1) { nextCursor } }',
  );
  pools = {
    ids: [sc.location.id, other.id, ...sc.ambientIds, ...sc.serviceIds, sc.guest.id, randomUUID()],
    slugs: [sc.location.slug, other.slug, 'non-esiste'],
    cursors: [page.data?.searchLocations.nextCursor ?? 'x'],
  };
});
afterAll(async () => {
  await gw?.stop();
  await new Promise((resolve) => geocoder?.close(resolve));
});

interface Outcome {
  status: number;
  codes: string[];
  /** BAD_USER_INPUT without the field it is about. */
  fieldless: string[];
  etag: boolean;
}

type Path = 'fast' | 'express' | 'get';

/**
 * POST application/json takes the fast path; express.json() also takes a media type with a parameter,
 * which the fast path leaves to express; GET (queries only) always goes through express.
 */
async function send(body: unknown, token: string | undefined, path: Path, n = 0): Promise<Outcome> {
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'x-forwarded-for': addressOf(n),
  };
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let res: Response;
  if (path === 'get') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    res = await fetch(`${gw.url}/graphql?${params}`, {
      headers: { ...headers, 'apollo-require-preflight': 'true' },
      signal,
    });
  } else {
    res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': path === 'fast' ? 'application/json' : 'application/json; fuzz=1',
      },
      body: JSON.stringify(body),
      signal,
    });
  }
  const text = await res.text();
  let errors: { message: string; path?: unknown; extensions?: { code?: string; field?: unknown } }[] = [];
  try {
    errors = (JSON.parse(text) as { errors?: typeof errors }).errors ?? [];
  } catch {
    errors = [];
  }
  return {
    status: res.status,
    codes: errors.map((e) => e.extensions?.code ?? 'NO_CODE'),
    fieldless: errors
      .filter(
        (e) =>
          e.extensions?.code === 'BAD_USER_INPUT' &&
          (typeof e.extensions.field !== 'string' || !e.extensions.field),
      )
      .map((e) => e.message),
    etag: res.headers.has('etag'),
  };
}

const broken = (o: Outcome) => o.status >= 500 || o.codes.includes('INTERNAL_SERVER_ERROR');

describe('fuzz', () => {
  it(`answers ${OPS} generated operations without an internal error (seed ${SEED})`, async () => {
    console.log(`[fuzz] seed ${SEED}, ${OPS} operations (replay: FUZZ_SEED=${SEED} FUZZ_OPS=${OPS})`);
    const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
    const roots: ['query' | 'mutation', GraphQLObjectType][] = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ];
    const rng = prng(SEED);
    const viewers = ['anonymous', 'guest', 'host'] as const;
    // The first operations name every field once, so even a short run reaches each of them; the rest
    // pick fields at random.
    const everyField = roots.flatMap(([kind, root]) =>
      Object.values(root.getFields()).map((field) => [kind, root, field] as const),
    );
    const plan = Array.from({ length: Math.max(OPS, everyField.length) }, (_, i) => {
      let viewer: keyof typeof tokens = rng.chance(0.03) ? 'forged' : rng.pick(viewers);
      const [kind, root, named] = everyField[i] ?? [...rng.pick(roots), undefined];
      const path: Path = rng.chance(0.5) ? 'fast' : kind === 'query' && rng.chance(0.3) ? 'get' : 'express';
      if (named && SESSION_ENDERS.has(named.name)) viewer = 'anonymous';
      const fields = Object.values(root.getFields()).filter(
        (f) => viewer === 'anonymous' || !SESSION_ENDERS.has(f.name),
      );
      const field = named ?? rng.pick(fields);
      return { i, viewer, path, field: field.name, body: operationFor(rng, kind, field, pools) };
    });
    const failures: string[] = [];
    const fieldless: string[] = [];
    const byField = new Map<string, number>();
    const answers = new Map<string, number>();
    let next = 0;
    const deadline = Date.now() + BUDGET_MS;
    let internal = 0;
    const worker = async () => {
      while (next < plan.length && Date.now() < deadline) {
        const op = plan[next++]!;
        const outcome = await send(op.body, tokens[op.viewer], op.path, op.i).catch(
          (err: unknown): Outcome => ({
            status: 599,
            codes: [`NO_ANSWER ${err instanceof Error ? err.name : String(err)}`],
            fieldless: [],
            etag: false,
          }),
        );
        const answer = outcome.codes[0] ?? `HTTP ${outcome.status}`;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
        const shown = `#${op.i} ${op.viewer} via ${op.path}: HTTP ${outcome.status} ${outcome.codes.join(',')}\n  ${JSON.stringify(op.body).slice(0, 2_000)}`;
        if (outcome.fieldless.length) fieldless.push(`${outcome.fieldless.join(' / ')} — ${shown}`);
        if (!broken(outcome)) continue;
        internal++;
        byField.set(op.field, (byField.get(op.field) ?? 0) + 1);
        failures.push(shown);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const ran = Math.min(next, plan.length);
    const cut = ran < plan.length ? ` (time budget of ${BUDGET_MS} ms reached)` : '';
    console.log(`[fuzz] ${ran} operations ran, ${internal} internal errors (seed ${SEED})${cut}`);
    console.log(`[fuzz] first answer of each: ${JSON.stringify(Object.fromEntries(answers))}`);
    if (failures.length) {
      console.log(`[fuzz] internal errors by field: ${JSON.stringify(Object.fromEntries(byField))}`);
      console.log(failures.slice(0, 30).join('\n'));
    }
    const replay = `seed ${SEED}: replay with FUZZ_SEED=${SEED} FUZZ_OPS=${OPS}`;
    expect(failures, replay).toEqual([]);
    expect(ran, 'too few operations ran to mean anything').toBeGreaterThanOrEqual(
      Math.min(plan.length, 1000),
    );
    expect(fieldless.slice(0, 10), `BAD_USER_INPUT without extensions.field (${replay})`).toEqual([]);
    // The signed-in runs stayed signed in (no generated operation ended their sessions).
    for (const viewer of ['guest', 'host'] as const) {
      const res = await gw.gql<{ viewer: { user: { id: string } } | null }>(
        '{ viewer { user { id } } }',
        {},
        {
          token: tokens[viewer],
        },
      );
      expect(res.data?.viewer?.user.id, viewer).toBeTruthy();
    }
  }, 240_000);

  it('answers malformed requests alike on both paths, with a client error', async () => {
    // Each request really took the path it names: express's res.send adds an ETag, the fast path does not.
    const probe = { query: '{ tags { id } }' };
    expect([
      (await send(probe, undefined, 'fast')).etag,
      (await send(probe, undefined, 'express')).etag,
    ]).toEqual([false, true]);
    // Bodies that are not a GraphQL request at all: the same status on both paths.
    for (const raw of [
      '{"query": ',
      '"{ tags { id } }"',
      'null',
      JSON.stringify({ query: 'x'.repeat(1_100_000) }),
    ]) {
      const statuses = [];
      for (const type of ['application/json', 'application/json; fuzz=1']) {
        const res = await fetch(`${gw.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': type },
          body: raw,
        });
        statuses.push(res.status);
      }
      expect(statuses[0], raw.slice(0, 40)).toBeLessThan(500);
      expect(statuses[1], raw.slice(0, 40)).toBe(statuses[0]);
    }
    // Pages whose address is read from the database (a location's metadata).
    for (const key of [
      '%00',
      'a%00b',
      '------------------------------------',
      '%E0%A4%A',
      'x'.repeat(3000),
    ]) {
      const res = await fetch(`${gw.url}/location/${key}`);
      expect(res.status, key).toBeLessThan(500);
    }
    const failures: string[] = [];
    for (const body of malformedRequests()) {
      for (const token of [undefined, tokens.guest]) {
        const fast = await send(body, token, 'fast');
        const viaExpress = await send(body, token, 'express');
        const shown = JSON.stringify(body).slice(0, 300);
        if (broken(fast) || broken(viaExpress) || fast.status !== viaExpress.status)
          failures.push(`${shown}: fast ${JSON.stringify(fast)} express ${JSON.stringify(viaExpress)}`);
        else if (!fast.codes.length && fast.status >= 400 && fast.status !== 400)
          failures.push(`${shown}: HTTP ${fast.status} without a code`);
      }
    }
    expect(failures).toEqual([]);
  });
});
