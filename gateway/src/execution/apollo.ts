import type { GatewayInterface } from '@apollo/server-gateway-interface';
import type { ApolloServerOptionsWithGateway, ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context.js';
import type { ExecutionCore } from './core.js';
import { trustedDocumentsOnly, trustedDocumentStore, trustedQueryCache } from './trusted.js';

/**
 * Apollo Server as the HTTP adapter of the execution core: it keeps the HTTP protocol (methods, CSRF
 * prevention, status codes, plugins) while its document cache is the core's (so a document validated for a
 * socket or a rendered page is not parsed again here, nor compiled again), its execution is the core's
 * (through the gateway hook, its one way to hand execution over) and its error formatting is the core's.
 */
export function apolloExecution(
  core: ExecutionCore,
  sdl: string,
): {
  options: Pick<
    ApolloServerOptionsWithGateway<Context>,
    'gateway' | 'documentStore' | 'formatError' | 'persistedQueries'
  >;
  plugins: ApolloServerPlugin<Context>[];
} {
  const gateway: GatewayInterface = {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: core.schema, coreSupergraphSdl: sdl });
      return () => {};
    },
    async load() {
      return {
        executor: (rc) =>
          core.execute({
            document: rc.document,
            // The name the caller asked for: rc.operationName is the resolved one, null when none was.
            operationName: rc.request.operationName,
            variableValues: rc.request.variables,
            contextValue: rc.context,
          }),
      };
    },
    async stop() {},
  };
  const { trusted } = core;
  return {
    options: {
      gateway,
      documentStore: trusted
        ? trustedDocumentStore(trusted, core.documents.apolloStore)
        : core.documents.apolloStore,
      formatError: core.formatError,
      // With the trusted list, a request may send the hash alone, and only the list's hashes are known.
      ...(trusted ? { persistedQueries: { cache: trustedQueryCache(trusted) } } : {}),
    },
    plugins: trusted ? [trustedDocumentsOnly() as ApolloServerPlugin<Context>] : [],
  };
}
