import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { type DocumentNode, execute, type ExecutionResult, GraphQLError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Apollo's gateway hook used for one thing: executing queries with graphql-jit, which compiles each
 * distinct query once into a plain function instead of walking the document on every request.
 * Apollo still parses, validates (its rules included) and caches the documents, so each validated
 * DocumentNode object is compiled exactly once.
 */
export function jitExecutor(schema: GraphQLSchema, sdl: string): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: sdl });
      return () => {};
    },
    async load() {
      return {
        executor: async (rc) => {
          const run = () =>
            execute({
              schema,
              document: rc.document,
              contextValue: rc.context,
              variableValues: rc.request.variables,
              // The name the caller asked for: rc.operationName is the resolved one, null when none was.
              operationName: rc.request.operationName,
            });
          // No operation: several in the document and no (or an unknown) operationName. graphql's executor
          // says so, and Apollo answers it as OPERATION_RESOLUTION_FAILURE with HTTP 400.
          if (!rc.operation) return run();
          const graphqlJs = async () => withInputErrorCodes(await run());
          // Mutations keep graphql's own executor: it runs root fields one after another and stops at the
          // first failing one (an OTP guessed six times under aliases is one attempt), graphql-jit does not.
          if (rc.operation.operation !== 'query') return graphqlJs();
          let byOp = compiled.get(rc.document);
          if (!byOp) compiled.set(rc.document, (byOp = new Map()));
          const op = rc.operationName ?? '';
          let query = byOp.get(op);
          if (!query) {
            const result = compileQuery(schema, rc.document, rc.operationName ?? undefined);
            if (!isCompiledQuery(result)) return graphqlJs();
            byOp.set(op, (query = result));
          }
          const result = await query.query(undefined, rc.context, rc.request.variables ?? {});
          // No data at all: the request failed before execution (variables that do not fit the operation).
          // graphql's executor then reports it exactly as Apollo expects (BAD_USER_INPUT, with its nodes).
          if (result.data === undefined) return graphqlJs();
          return withGraphqlErrors(result);
        },
      };
    },
    async stop() {},
  };
}

/**
 * A result without data failed before execution, on the request's variables. Apollo gives each error
 * about one variable (it has the variable's node) BAD_USER_INPUT; graphql's closing notice after 50 of
 * them has no node and no code, and would otherwise be masked as an internal error.
 */
function withInputErrorCodes(result: ExecutionResult): ExecutionResult {
  if (result.data !== undefined || !result.errors?.length) return result;
  const errors = result.errors.map((e) =>
    e.extensions?.code || e.nodes?.length
      ? e
      : new GraphQLError(e.message, {
          originalError: e.originalError,
          extensions: { ...e.extensions, code: 'BAD_USER_INPUT', field: 'variables' },
        }),
  );
  return { ...result, errors };
}

/**
 * graphql-jit reports errors with its own GraphQLError look-alike (no extensions object, read-only fields);
 * Apollo's error formatting expects graphql's own class, as graphql's executor gives it.
 */
function withGraphqlErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((e) => {
    const error = new GraphQLError(e.message, {
      path: e.path,
      originalError: e.originalError ?? undefined,
      extensions: e.extensions,
    });
    // Keeps the operation's line and column, which graphql computes only from AST nodes.
    if (e.locations) Object.assign(error, { locations: e.locations });
    return error;
  });
  return { ...result, errors };
}
