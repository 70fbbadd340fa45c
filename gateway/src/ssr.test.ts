import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, parse, print } from 'graphql';
import { compileQuery } from 'graphql-jit';
import type * as GraphqlJit from 'graphql-jit';
import pino from 'pino';
import type { AppDeps, Context } from './context.js';
import { createExecutionCore } from './execution/core.js';
import { queryHash } from './execution/documents.js';
import { NOT_TRUSTED_CODE } from './execution/trusted.js';
import { createRenderer } from './ssr.js';

// Counts the compilations, so the test sees which executor server rendering went through.
vi.mock('graphql-jit', async (original) => {
  const jit = await original<typeof GraphqlJit>();
  return { ...jit, compileQuery: vi.fn(jit.compileQuery) };
});

const typeDefs = /* GraphQL */ `
  enum Size {
    SMALL
    LARGE
  }
  type Query {
    items(size: Size = SMALL, first: Int = 2): [Item!]!
    failing: Int
  }
  type Item {
    id: ID!
    label: String!
    size: Size!
    note: String
  }
`;

const schema = makeExecutableSchema({
  typeDefs,
  resolvers: {
    Query: {
      items: (_: unknown, { size, first }: { size: string; first: number }) =>
        Array.from({ length: first }, (_v, i) => ({ id: i + 1, label: `n.${i + 1}`, size })),
      failing: () => {
        throw new Error('connection string postgres://secret');
      },
    },
  },
});

// The client's documents as Apollo Client hands them to its link (generated: no source locations), with
// __typename added, fragments, aliases, variables with defaults and a directive.
const PAGE = addTypenameToDocument(
  parse(
    /* GraphQL */ `
      query Page($size: Size, $withNote: Boolean = false) {
        small: items {
          ...ItemFields
        }
        large: items(size: $size, first: 3) {
          ...ItemFields
          note @include(if: $withNote)
        }
      }
      fragment ItemFields on Item {
        id
        label
        size
      }
    `,
    { noLocation: true },
  ),
);
const FAILING = parse('query Failing { failing items(first: 1) { id } }', { noLocation: true });

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-ssr-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/**
 * A stand-in for the client's built `entry-server.js`: each render runs the page's documents as fresh
 * copies (each page gets its own Apollo Client) and shows their results as the page's HTML.
 */
function standInEntry(operations: [unknown, Record<string, unknown>][]) {
  // A directory of its own: a module is imported once per path.
  const dir = fs.mkdtempSync(path.join(tmp, 'build-'));
  fs.mkdirSync(path.join(dir, 'client/.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client/.vite/manifest.json'), '{}');
  fs.writeFileSync(
    path.join(dir, 'server/entry-server.js'),
    `const operations = ${JSON.stringify(operations)};
export const isServerRendered = () => true;
export async function render(url, run) {
  const results = [];
  for (const [document, variables] of operations) results.push(await run(structuredClone(document), variables));
  return { html: JSON.stringify(results), state: {}, pages: [], title: null };
}
`,
  );
  return path.join(dir, 'client');
}

const SHELL = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
const rendered = (html: string) =>
  JSON.parse(html.slice(html.indexOf('<div id="root">') + 15, html.indexOf('</div><script'))) as unknown[];

describe('server rendering runs through the execution core', () => {
  it("compiles the client's documents once, answers as graphql-js would and formats errors as HTTP does", async () => {
    const deps = { logger: pino({ level: 'silent' }) } as unknown as AppDeps;
    const core = createExecutionCore({ schema, deps, production: false, executor: 'jit' });
    const contextValue = {} as Context;
    const renderer = await createRenderer({
      clientDist: standInEntry([
        [PAGE, { size: 'LARGE', withNote: true }],
        [FAILING, {}],
      ]),
      core: { ...core, context: async () => contextValue },
      logger: pino({ level: 'silent' }),
    });
    const prepare = vi.spyOn(core.documents, 'prepare');
    vi.mocked(compileQuery).mockClear();

    const first = rendered(await renderer!.page('/', SHELL));
    const second = rendered(await renderer!.page('/', SHELL));

    // graphql's own executor over the same document is the reference (as the JSON the browser receives).
    const reference = await execute({
      schema,
      document: PAGE,
      variableValues: { size: 'LARGE', withNote: true },
      contextValue,
    });
    expect(first[0]).toEqual(JSON.parse(JSON.stringify(reference)));
    const { large } = (first[0] as { data: { large: object[] } }).data;
    expect(large).toHaveLength(3);
    for (const item of large) expect(item).toMatchObject({ size: 'LARGE', note: null, __typename: 'Item' });
    // The resolver's own message stays in the log; the page gets the masked one, coded, as over HTTP (its
    // location in the printed text, the one the browser sends).
    expect(first[1]).toEqual({
      data: { failing: null, items: [{ id: '1' }] },
      errors: [
        {
          message: 'Si è verificato un errore. Riprova.',
          locations: [{ line: 2, column: 3 }],
          path: ['failing'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
    expect(second).toEqual(first);
    // Both renders went through the one document cache (a new copy of a document is the same text)…
    expect(prepare).toHaveBeenCalledTimes(4);
    const prepared = await Promise.all(
      prepare.mock.results.map((r) => r.value as Promise<{ document: unknown }>),
    );
    expect(prepared[2]!.document).toBe(prepared[0]!.document);
    // …and through its compiled plans: each query compiled once by graphql-jit, reused by the second page.
    expect(vi.mocked(compileQuery)).toHaveBeenCalledTimes(2);
  });

  it('in production with trusted documents, runs only the listed ones, as HTTP does', async () => {
    const deps = { logger: pino({ level: 'silent' }) } as unknown as AppDeps;
    const text = print(PAGE);
    const trusted = new Map([[queryHash(text), text]]);
    const core = createExecutionCore({ schema, deps, production: true, executor: 'jit', trusted });
    await core.warm();
    const renderer = await createRenderer({
      clientDist: standInEntry([
        [PAGE, { size: 'SMALL' }],
        [FAILING, {}],
      ]),
      core: { ...core, context: async () => ({}) as Context },
      logger: pino({ level: 'silent' }),
    });
    const [page, unlisted] = rendered(await renderer!.page('/', SHELL));
    expect(page).toMatchObject({ data: { small: [{ id: '1' }, { id: '2' }] } });
    expect(unlisted).toMatchObject({ errors: [{ extensions: { code: NOT_TRUSTED_CODE } }] });
    expect(unlisted).not.toHaveProperty('data');
  });
});
