import { createHash } from 'node:crypto';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { hideSuggestions, PARSE_OPTIONS, validationRules } from '../graphqlRules.js';

/** The key a document is cached under: its text's sha256, in hex (what Apollo and APQ call the query hash). */
export const queryHash = (query: string): string => createHash('sha256').update(query).digest('hex');

export type Prepared = { document: DocumentNode } | { errors: GraphQLError[] };

/**
 * Parsed and validated documents, once per distinct text for every transport: Apollo reads and fills
 * the same cache (its documentStore, `apolloStore`), the sockets ask `prepare`. A cached document is
 * the same object on every hit, so whatever is compiled for it is compiled once.
 */
export interface DocumentCache {
  prepare(query: string, hash?: string): Promise<Prepared>;
  /** The cache as Apollo's documentStore. */
  apolloStore: KeyValueCache<DocumentNode>;
}

export function createDocumentCache(
  schema: GraphQLSchema,
  production: boolean,
  /** An error for a text that may not run at all (not on the trusted list), before it is parsed. */
  refuse: (hash: string) => GraphQLError | null = () => null,
): DocumentCache {
  const rules = [...specifiedRules, ...validationRules(production)];
  // Apollo's own default: an LRU bounded by the documents' approximate size (30 MiB).
  const store = new InMemoryLRUCache<DocumentNode>();
  return {
    async prepare(query, hash = queryHash(query)) {
      const refusal = refuse(hash);
      if (refusal) return { errors: [refusal] };
      const cached = await store.get(hash);
      if (cached) return { document: cached };
      let document;
      try {
        document = parse(query, PARSE_OPTIONS);
      } catch (err) {
        if (!(err instanceof GraphQLError)) throw err;
        return { errors: [withCode(err, 'GRAPHQL_PARSE_FAILED')] };
      }
      const invalid = validate(schema, document, rules);
      // What Apollo's hideSchemaDetailsFromClientErrors does on the HTTP path.
      if (production) hideSuggestions(invalid);
      if (invalid.length > 0) return { errors: invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) };
      await store.set(hash, document);
      return { document };
    },
    // Apollo prefixes its keys with the schema's hash when it is given a store; one schema lives here.
    apolloStore: {
      get: (key) => store.get(unprefixed(key)),
      set: (key, value) => store.set(unprefixed(key), value),
      delete: (key) => store.delete(unprefixed(key)),
    },
  };
}

export const unprefixed = (key: string) => key.slice(key.lastIndexOf(':') + 1);

export function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: { ...error.extensions, code },
  });
}
