import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { loadConfig } from './config.js';
import { listen } from './server.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

describe('gateway', () => {
  it('fails to start when its port is taken, rather than running on without listening', async () => {
    const holder = http.createServer();
    await listen(holder, 0, '127.0.0.1');
    const port = (holder.address() as AddressInfo).port;
    const second = http.createServer();
    try {
      await expect(listen(second, port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(second.listening).toBe(false);
    } finally {
      holder.close();
    }
  });

  it('answers health and readiness', async () => {
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gw.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses operations with too many aliases, and accepts ordinary ones', async () => {
    const fine = await gw.gql(`{ viewer { user { id } locations { id } } a1: partners { id } }`);
    expect(fine.errors).toBeUndefined();
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: partners { id }`).join(' ');
    const many = await gw.gql(`{ ${aliases} }`);
    expect(many.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(many.errors?.[0]?.message).toMatch(/Aliases limit/);
  });

  it('rejects a malformed date with BAD_USER_INPUT', async () => {
    const res = await gw.gql(`query ($f: SearchFilters) { searchLocations(filters: $f) { hasMore } }`, {
      f: { date: '2025-02-30' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('blocks cross-site simple requests (CSRF prevention)', async () => {
    const res = await fetch(`${gw.url}/graphql?query=${encodeURIComponent('{ partners { id } }')}`);
    expect(res.status).toBe(400);
  });

  it('answers JSON POSTs on the direct path as express did: bad JSON 400, too large 413, charset allowed', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post('{"query":')).status).toBe(400);
    expect((await post('"just a string"')).status).toBe(400);
    const big = JSON.stringify({ query: '{ partners { id } }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    expect((await post(big)).status).toBe(413);
    const ok = await post(
      JSON.stringify({ query: '{ partners { id } }' }),
      'application/json; charset=utf-8',
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ data: { partners: expect.any(Array) } });
    // Other requests keep going through express (here Apollo's CSRF check on a simple request).
    expect((await post(JSON.stringify({ query: '{ partners { id } }' }), 'text/plain')).status).toBe(400);
  });

  it('answers every request it cannot read with JSON, never an HTML page, on the fast path and through express', async () => {
    const query = JSON.stringify({ query: '{ partners { id } }' });
    const post = (path: string, body: RequestInit['body'], headers: Record<string, string>) =>
      fetch(`${gw.url}${path}`, { method: 'POST', headers, body });
    const json = { 'content-type': 'application/json' };
    // UTF-16 with a byte-order mark. JSON on the wire is UTF-8; express decodes a declared UTF-16 body,
    // and anything else it cannot read is refused, in JSON.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(query, 'utf16le')]);
    const declared = await post('/graphql', utf16, { 'content-type': 'application/json; charset=utf-16' });
    expect(await declared.json()).toMatchObject({ data: { partners: expect.any(Array) } });
    const cases: [string, Promise<Response>, number, string][] = [
      ['utf-16 undeclared', post('/graphql', utf16, json), 400, 'BAD_REQUEST'],
      [
        'utf-16 misnamed',
        post('/graphql', utf16, { 'content-type': 'application/json; charset=utf16' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'latin1',
        post('/graphql', query, { 'content-type': 'application/json; charset=iso-8859-1' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['bad JSON (fast)', post('/graphql', '{"query":', json), 400, 'BAD_REQUEST'],
      [
        'bad JSON (express)',
        post('/graphql', gzipSync('{"query":'), { ...json, 'content-encoding': 'gzip' }),
        400,
        'BAD_REQUEST',
      ],
      ['too large (fast)', post('/graphql', 'x'.repeat(1024 * 1024 + 1), json), 413, 'PAYLOAD_TOO_LARGE'],
      [
        'too large (express)',
        post('/graphql', gzipSync(' '.repeat(1024 * 1024 + 1)), { ...json, 'content-encoding': 'gzip' }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'unknown encoding',
        post('/graphql', query, { ...json, 'content-encoding': 'zstd-x' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
    ];
    for (const [what, pending, status, code] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code, what).toBe(code);
      expect(body.errors[0]?.message, what).toMatch(/^[A-Z].+\.$/);
    }
    // Outside GraphQL, the `{ error }` shape the other routes answer with.
    const nowhere = await post('/da-nessuna-parte', '{}', json);
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves the SPA shell or says the client is not built, for a deep link', async () => {
    const res = await fetch(`${gw.url}/about-us`);
    expect([200, 503]).toContain(res.status);
  });
});

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('disables introspection in production', async () => {
    const prod = await startTestGateway({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    try {
      const res = await prod.gql(`{ __schema { types { name } } }`);
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await prod.stop();
    }
  });
});
