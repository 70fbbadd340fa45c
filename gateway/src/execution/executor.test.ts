import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../context.js';
import { apolloExecution } from './apollo.js';
import { createExecutionCore } from './core.js';
import { queryHash } from './documents.js';

const typeDefs = /* GraphQL */ `
  type Query {
    item(id: Int!): Item
    failing: Int
  }
  type Item {
    id: Int!
    label: String!
  }
  type Mutation {
    attempt: Int!
  }
`;

function server() {
  const calls = { attempt: 0 };
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: {
      Query: {
        item: (_p: unknown, { id }: { id: number }) => ({ id, label: `n.${id}` }),
        failing: () => {
          throw new GraphQLError('Cursore non valido', { extensions: { code: 'BAD_USER_INPUT' } });
        },
      },
      Mutation: {
        attempt: () => {
          calls.attempt++;
          throw new GraphQLError('Codice non valido. Riprova.', { extensions: { code: 'BAD_USER_INPUT' } });
        },
      },
    },
  });
  // Only the logger is used by these operations (no context is built: Apollo's own is passed).
  const deps = { logger: pino({ level: 'silent' }) } as unknown as AppDeps;
  const core = createExecutionCore({ schema, deps, production: false, executor: 'jit' });
  const apollo = new ApolloServer({ ...apolloExecution(core, typeDefs).options });
  return { apollo, calls, core };
}

const single = (res: Awaited<ReturnType<ApolloServer['executeOperation']>>) => {
  if (res.body.kind !== 'single') throw new Error('expected a single result');
  return res.body.singleResult;
};

describe('the execution core through Apollo', () => {
  it('answers queries with the same data, variables included, on every run of a compiled query', async () => {
    const { apollo } = server();
    await apollo.start();
    const query = 'query($id: Int!) { item(id: $id) { id label } }';
    for (const id of [1, 2]) {
      const res = single(await apollo.executeOperation({ query, variables: { id } }));
      expect(res).toEqual({ data: { item: { id, label: `n.${id}` } } });
    }
    const bad = single(await apollo.executeOperation({ query, variables: { id: 'x' } }));
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await apollo.stop();
  });

  it("keeps a resolver error's message, code, path and location", async () => {
    const { apollo } = server();
    await apollo.start();
    const res = single(await apollo.executeOperation({ query: '{\n  failing\n}' }));
    expect(res.data).toEqual({ failing: null });
    expect(res.errors).toEqual([
      {
        message: 'Cursore non valido',
        path: ['failing'],
        locations: [{ line: 2, column: 3 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    await apollo.stop();
  });

  it('runs mutation fields one after another and stops at the first failure', async () => {
    const { apollo, calls } = server();
    await apollo.start();
    const res = single(
      await apollo.executeOperation({ query: 'mutation { a: attempt b: attempt c: attempt }' }),
    );
    expect(res.errors?.map((e) => e.message)).toEqual(['Codice non valido. Riprova.']);
    expect(calls.attempt).toBe(1);
    await apollo.stop();
  });

  it('answers a document it cannot pick an operation from, and over 50 bad variables, as client errors', async () => {
    const { apollo } = server();
    await apollo.start();
    for (const request of [
      { query: 'query A { failing } query B { failing }' },
      { query: '{ failing }', operationName: 'C' },
    ]) {
      const res = await apollo.executeOperation(request);
      expect(res.http.status).toBe(400);
      expect(single(res).errors?.[0]?.extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
    }
    const names = Array.from({ length: 60 }, (_, i) => `v${i}`);
    const many = await apollo.executeOperation({
      query: `query (${names.map((n) => `$${n}: Int!`).join(', ')}) { ${names.map((n) => `${n}: item(id: $${n}) { id }`).join(' ')} }`,
      variables: Object.fromEntries(names.map((n) => [n, 'x'])),
    });
    expect(many.http.status).toBe(400);
    const codes = new Set(single(many).errors?.map((e) => e.extensions?.code));
    expect([...codes]).toEqual(['BAD_USER_INPUT']);
    await apollo.stop();
  });
});

describe('the document cache', () => {
  it('is one for Apollo and the other transports: a text validated by either is the same document', async () => {
    const { apollo, core } = server();
    await apollo.start();
    const query = '{ item(id: 3) { id } }';
    expect(await core.documents.apolloStore.get(`schema:${queryHash(query)}`)).toBeUndefined();
    single(await apollo.executeOperation({ query }));
    const stored = await core.documents.apolloStore.get(`schema:${queryHash(query)}`);
    expect(stored).toBeDefined();
    expect(await core.documents.prepare(query)).toEqual({ document: stored });
    expect((await core.documents.prepare(query)) as { document: unknown }).toHaveProperty('document', stored);
    await apollo.stop();
  });

  it('answers parse and validation failures with the codes Apollo gives them', async () => {
    const { core } = server();
    const parse = await core.documents.prepare('{ item(id: 1) {');
    expect('errors' in parse && parse.errors.map((e) => e.extensions.code)).toEqual(['GRAPHQL_PARSE_FAILED']);
    const invalid = await core.documents.prepare('{ nothing }');
    expect('errors' in invalid && invalid.errors.map((e) => e.extensions.code)).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
    ]);
  });
});
