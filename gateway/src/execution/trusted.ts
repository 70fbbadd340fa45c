import fs from 'node:fs';
import { GraphQLError, parse, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { queryHash, unprefixed } from './documents.js';

/** The stable code of an operation refused because it is not one of the client's own. */
export const NOT_TRUSTED_CODE = 'PERSISTED_QUERY_NOT_IN_LIST';

/** The client's operations, known at build time: each text by its sha256 (hex). */
export type TrustedDocuments = ReadonlyMap<string, string>;

/**
 * Reads the manifest `npm run build:trusted` writes (`{ "<sha256>": "<text>" }`). A hash that does not
 * match its text stops the start: the list would otherwise let a different operation through.
 */
export function loadTrustedDocuments(file: string): TrustedDocuments {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file}: not a manifest of trusted documents`);
  const documents = new Map<string, string>();
  for (const [hash, text] of Object.entries(parsed)) {
    if (typeof text !== 'string' || queryHash(text) !== hash)
      throw new Error(`${file}: the document listed as ${hash} does not have that hash`);
    documents.set(hash, text);
  }
  return documents;
}

export function notTrustedError(): GraphQLError {
  return new GraphQLError('Operazione non consentita: non è tra quelle del sito.', {
    extensions: { code: NOT_TRUSTED_CODE, http: { status: 400 } },
  });
}

/**
 * Apollo's persisted-query cache answering from the list only: a request may carry just the hash
 * (`extensions.persistedQuery.sha256Hash`), and nothing a request sends is ever registered.
 */
export function trustedQueryCache(documents: TrustedDocuments): KeyValueCache<string> {
  return {
    get: async (key) => documents.get(unprefixed(key)),
    set: async () => {},
    delete: async () => false,
  };
}

// What Apollo's document cache answers for a text not on the list: it is then neither parsed nor
// validated, and the plugin below refuses it (Apollo answers a plugin's refusal there with its status).
const NOT_TRUSTED_DOCUMENT: DocumentNode = parse('{ __typename }');

/** Apollo's document cache, answering a refusal for every text not on the list. */
export function trustedDocumentStore(
  documents: TrustedDocuments,
  store: KeyValueCache<DocumentNode>,
): KeyValueCache<DocumentNode> {
  return {
    get: async (key) => (documents.has(unprefixed(key)) ? store.get(key) : NOT_TRUSTED_DOCUMENT),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}

/** Refuses, without parsing it, any operation whose text is not on the list. */
export function trustedDocumentsOnly(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document }) {
          if (document === NOT_TRUSTED_DOCUMENT) throw notTrustedError();
        },
      };
    },
  };
}
