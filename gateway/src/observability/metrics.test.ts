import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { buildUser, tokenFor } from '../test/factories.js';
import { createLogger } from '../logger.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const lines: Record<string, unknown>[] = [];
// The gateway's own logger (createLogger), writing into this array instead of standard output.
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  }),
);

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ METRICS_TOKEN: TOKEN }, { logger });
});
afterAll(async () => {
  await gw?.stop();
});

const scrape = async () => {
  const res = await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of the sample `name{labels…}` (the labels given must all be on it), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => have.includes(`${k}="${v}"`))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  it('answers only with the token: 401 without one, 403 with another, Prometheus text with it', async () => {
    const none = await fetch(`${gw.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('festalocation_');

    const res = await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'festalocation_db_pool_total',
      'festalocation_db_pool_idle',
      'festalocation_db_pool_waiting',
      'festalocation_websocket_sockets_open',
      'festalocation_outbox_backlog',
      'festalocation_outbox_lag_seconds',
    ])
      expect(sample(text, name), name).toBeTypeOf('number');
    expect(sample(text, 'festalocation_db_pool_total')).toBeGreaterThan(0);
    expect(sample(text, 'festalocation_outbox_backlog')).toBeGreaterThanOrEqual(0);
  });

  it('is not there at all without a token configured', async () => {
    const other = await startTestGateway();
    try {
      const res = await fetch(`${other.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await other.stop();
    }
  });

  it('times named operations by name and type, and counts errors by code', async () => {
    const cities = await gw.gql(`query ObsCities { cities(filter: "Rom", first: 2) { nome } }`);
    expect(cities.errors).toBeUndefined();
    const failed = await gw.gql(
      `mutation ObsFavorite { toggleLocationFavorite(locationId: "00000000-0000-4000-8000-000000000000", action: ADD) { __typename } }`,
    );
    const code = failed.errors?.[0]?.extensions?.code as string;
    expect(code).toMatch(/^[A-Z_]+$/);
    await gw.gql(`{ tags { __typename } }`);

    const text = await scrape();
    const count = 'festalocation_graphql_operation_duration_seconds_count';
    expect(sample(text, count, { operation: 'ObsCities', type: 'query' })).toBe(1);
    expect(sample(text, count, { operation: 'ObsFavorite', type: 'mutation' })).toBe(1);
    expect(sample(text, count, { operation: '(anonymous)', type: 'query' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'festalocation_graphql_errors_total', { code })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'festalocation_http_request_duration_seconds_count', {
        route: '/graphql',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('request ids', () => {
  it('answers every request with an X-Request-Id: the caller’s when sane, a new one otherwise', async () => {
    const fresh = await fetch(`${gw.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${gw.url}/healthz`, { headers: { 'x-request-id': 'proxy-id_42' } });
    expect(echoed.headers.get('x-request-id')).toBe('proxy-id_42');
    for (const bad of ['a b', 'x'.repeat(65), 'id"quoted', ''])
      expect(
        (await fetch(`${gw.url}/nowhere`, { headers: { 'x-request-id': bad } })).headers.get('x-request-id'),
      ).toMatch(/^[0-9a-f-]{36}$/);
    const graphql = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'gql-1' },
      body: JSON.stringify({ query: '{ tags { __typename } }' }),
    });
    expect(graphql.headers.get('x-request-id')).toBe('gql-1');
  });

  it('puts the request id in the lines logged while the request is served', async () => {
    const user = await buildUser(gw.database.db);
    const good = await tokenFor(gw, user);
    const { sid } = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString()) as { sid: string };
    // Signed with our key, a claim not ours: the gateway logs why it refused it, during the request.
    const forged = await new SignJWT({ sid, ver: 0.5 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(gw.config.JWT_ISSUER)
      .setAudience(gw.config.JWT_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(gw.config.jwtSecret));
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'logged-request-7',
        authorization: `Bearer ${forged}`,
      },
      body: JSON.stringify({ query: '{ viewer { __typename } }' }),
    });
    expect(res.headers.get('x-request-id')).toBe('logged-request-7');
    const refused = lines.filter((l) => l.msg === 'signed session token refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.at(-1)!.requestId).toBe('logged-request-7');
    // Lines logged outside any request carry none.
    expect(lines.find((l) => l.msg !== 'signed session token refused')?.requestId).toBeUndefined();
  });
});
