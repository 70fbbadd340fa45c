import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, Kind, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { liveClient, type LiveClient, type Result } from './test/ws.js';
import { DOCUMENT_LIMITS, PARSE_OPTIONS, validationRules } from './graphqlRules.js';
import { PROJECT_ROOT } from './paths.js';

/**
 * The WebSocket path applies what the HTTP path does: one set of validation rules and limits, the same
 * error masking and the same client address. Each check runs over both transports.
 */
let gw: TestGateway;
let prod: TestGateway;
const sockets: LiveClient[] = [];
beforeAll(async () => {
  [gw, prod] = await Promise.all([
    startTestGateway({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT: '100' }),
    startTestGateway({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await Promise.all([gw?.stop(), prod?.stop()]);
});

function socket(target: TestGateway, headers?: Record<string, string>) {
  const s = liveClient(target.url, { headers });
  sockets.push(s);
  return s;
}

/** The same operation over HTTP and over a WebSocket. */
async function both(target: TestGateway, query: string, variables?: Record<string, unknown>) {
  const http = (await target.gql(query, variables)) as Result;
  const ws = await socket(target).run(query, variables);
  return [
    ['http', http],
    ['ws', ws],
  ] as const;
}

const firstError = (r: Result) => r.errors?.[0];

describe('one set of rules on both transports', () => {
  it('refuses introspection in production', async () => {
    for (const query of [`{ __schema { types { name } } }`, `{ __type(name: "User") { fields { name } } }`]) {
      for (const [via, res] of await both(prod, query)) {
        expect(res.data ?? null, via).toBeNull();
        expect(firstError(res), via).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
        expect(firstError(res)?.message, via).toMatch(/introspection/i);
      }
    }
  });

  it('gives no field suggestions in production', async () => {
    for (const [via, res] of await both(prod, `{ partnrs { id } }`)) {
      expect(firstError(res)?.extensions?.code, via).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(firstError(res)?.message, via).toMatch(/partnrs/);
      expect(firstError(res)?.message, via).not.toMatch(/did you mean/i);
    }
  });

  it('applies the depth, alias, directive and cost limits', async () => {
    const deep = `{ ${'... on Query { '.repeat(12)} partners { id } ${'} '.repeat(12)} }`;
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: partners { id }`).join(' ')} }`;
    const directives = `{ partners ${'@include(if: true) '.repeat(DOCUMENT_LIMITS.maxDirectives + 1)} { id } }`;
    // Ten aliases of a 20-card list with every card field: within the depth and alias limits, over cost.
    const costly = `{ ${Array.from(
      { length: 10 },
      (_, i) =>
        `h${i}: highlightedLocations(first: 20) { items { id slug name city imageUrl minPriceCents isFavorite } hasMore }`,
    ).join(' ')} }`;
    const cases = [
      [deep, /depth limit/],
      [aliases, /Aliases limit/],
      [directives, /Directives limit/],
      [costly, /Cost limit/],
    ] as const;
    for (const [query, message] of cases) {
      for (const [via, res] of await both(gw, query)) {
        expect(res.data ?? null, via).toBeNull();
        expect(
          res.errors?.some(
            (e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' && message.test(e.message),
          ),
          `${via}: ${JSON.stringify(res.errors?.[0])}`,
        ).toBe(true);
      }
    }
  });

  it('refuses a document with too many tokens before building it', async () => {
    const huge = `{ ${'partners { id } '.repeat(DOCUMENT_LIMITS.maxTokens / 4 + 1)} }`;
    for (const [via, res] of await both(gw, huge)) {
      expect(firstError(res)?.extensions?.code, via).toBe('GRAPHQL_PARSE_FAILED');
      expect(firstError(res)?.message, via).toMatch(/tokens/);
    }
  });

  it('answers bad variables with BAD_USER_INPUT on both transports', async () => {
    const query = `query ($n: Int) { searchLocations(first: $n) { hasMore } }`;
    for (const [via, res] of await both(gw, query, { n: 'molti' })) {
      expect(firstError(res)?.extensions?.code, via).toBe('BAD_USER_INPUT');
    }
  });

  it('lets every operation of the client through the shared limits', () => {
    const schema = buildSchema(fs.readFileSync(path.join(PROJECT_ROOT, 'schema.graphql'), 'utf8'));
    const files = fs
      .readdirSync(path.join(PROJECT_ROOT, 'client/src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.graphql'));
    const sources = files.map((f) => fs.readFileSync(path.join(PROJECT_ROOT, 'client/src', f), 'utf8'));
    const all = parse(sources.join('\n'));
    const fragments = all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = all.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(20);
    for (const source of sources) expect(() => parse(source, PARSE_OPTIONS)).not.toThrow();
    for (const op of operations) {
      const used = fragments.filter((f) => JSON.stringify(op).includes(`"value":"${f.name.value}"`));
      // As the browser sends it: Apollo Client asks for __typename in every selection, and those count.
      const doc: DocumentNode = addTypenameToDocument({
        kind: Kind.DOCUMENT,
        definitions: [op, ...closure(used, fragments)],
      });
      const errors = validate(schema, doc, [...specifiedRules, ...validationRules(true)]);
      expect(
        errors.map((e) => e.message),
        op.name?.value,
      ).toEqual([]);
    }
  });
});

/** The fragments `used` needs, transitively. */
function closure<T extends { name: { value: string } }>(used: T[], all: T[]): T[] {
  const out = new Set(used);
  for (let grew = true; grew;) {
    grew = false;
    for (const f of all) {
      if (out.has(f)) continue;
      if ([...out].some((u) => JSON.stringify(u).includes(`"value":"${f.name.value}"`))) {
        out.add(f);
        grew = true;
      }
    }
  }
  return [...out];
}

describe('errors and addresses over the socket', () => {
  it('masks unexpected errors (no SQL, no parameters) as over HTTP', async () => {
    const own = await startTestGateway();
    const live = liveClient(own.url);
    try {
      expect((await live.run(`{ partners { id } }`)).errors).toBeUndefined();
      await own.database.close(); // every query from now on fails inside the driver
      for (const [via, res] of [
        ['http', (await own.gql(`{ partners { id } }`)) as Result],
        ['ws', await live.run(`{ partners { id } }`)],
      ] as const) {
        const error = firstError(res);
        expect(error, via).toBeDefined();
        expect(JSON.stringify(res), via).not.toMatch(/select|pool|partners"?\s*from/i);
        expect(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE'], via).toContain(error?.extensions?.code);
      }
    } finally {
      await live.dispose();
      await own.app.stop();
      await own.pubsub.close();
    }
  });

  it('counts sign-in failures per client address, taken from the upgrade request as express does', async () => {
    const login = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
    const attempt = (s: LiveClient) =>
      s.run(login, {
        input: { email: `nessuno-${Math.random()}@test.festalocation.it`, password: 'Sbagliata!1' },
      });
    const octet = () => Math.floor(Math.random() * 250);
    const a = socket(gw, { 'x-forwarded-for': `10.${octet()}.${octet()}.1` });
    const b = socket(gw, { 'x-forwarded-for': `10.${octet()}.${octet()}.2` });
    for (let i = 0; i < 3; i++) expect(firstError(await attempt(a))?.message).toBe('Credenziali non valide');
    // Past the address's count it asks for a proof of work (a shared address is no one person).
    expect(firstError(await attempt(a))?.extensions?.code).toBe('PROOF_OF_WORK_REQUIRED');
    // Another client is not held back by the first one's failures.
    expect(firstError(await attempt(b))?.message).toBe('Credenziali non valide');
  });
});
