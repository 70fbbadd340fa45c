import {
  execute,
  getOperationAST,
  GraphQLError,
  subscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

export type ExecutorKind = 'jit' | 'graphql-js';

export interface OperationRequest {
  document: DocumentNode;
  /** The name the caller asked for (null or undefined when none was). */
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
  contextValue: unknown;
}

/** How one operation of one document runs, decided once and kept with the document. */
interface Plan {
  operation: OperationDefinitionNode | null;
  compiled?: CompiledQuery;
}

/**
 * The one decision of how an operation runs. Queries are compiled by graphql-jit once per document
 * and operation into a plain function instead of walking the document on every request. Mutations keep
 * graphql's own executor: it runs root fields one after another and stops at the first failing one (an
 * OTP guessed six times under aliases is one attempt), graphql-jit does not. Subscriptions use graphql's
 * `subscribe`, and so does anything graphql-jit cannot compile.
 */
export function createExecutor(schema: GraphQLSchema, kind: ExecutorKind) {
  const plans = new WeakMap<DocumentNode, Map<string, Plan>>();
  const planFor = (document: DocumentNode, operationName: string | null | undefined): Plan => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let plan = byName.get(key);
    if (!plan) {
      const operation = getOperationAST(document, operationName) ?? null;
      let compiled: CompiledQuery | undefined;
      if (kind === 'jit' && operation?.operation === 'query') {
        const result = compileQuery(schema, document, operation.name?.value);
        if (isCompiledQuery(result)) compiled = result;
      }
      plan = { operation, compiled };
      byName.set(key, plan);
    }
    return plan;
  };
  const args = (req: OperationRequest): ExecutionArgs => ({
    schema,
    document: req.document,
    contextValue: req.contextValue,
    variableValues: req.variableValues,
    operationName: req.operationName,
  });

  return {
    /** The document's operation by the caller's name (null: none, or several and no name). */
    operation: (document: DocumentNode, operationName?: string | null) =>
      planFor(document, operationName).operation,

    async execute(req: OperationRequest): Promise<ExecutionResult> {
      const plan = planFor(req.document, req.operationName);
      // No operation: graphql's executor says so, and each transport answers OPERATION_RESOLUTION_FAILURE.
      if (!plan.operation) return execute(args(req));
      if (plan.compiled) {
        const result = await plan.compiled.query(undefined, req.contextValue, req.variableValues ?? {});
        // No data at all: the request failed before execution (variables that do not fit the operation).
        // graphql's executor then reports it exactly as graphql-js clients and Apollo expect (with nodes).
        if (result.data !== undefined) return withGraphqlErrors(result);
      }
      return withInputErrorCodes(await execute(args(req)));
    },

    subscribe: (req: OperationRequest) => subscribe(args(req)),
  };
}

export type Executor = ReturnType<typeof createExecutor>;

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
 * the error formatting expects graphql's own class, as graphql's executor gives it.
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
