import {
  Kind,
  print,
  type DocumentNode,
  type GraphQLError,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { buildContext, type AppDeps, type Context } from '../context.js';
import { createFormatError, rethrowUnavailable } from '../errors.js';
import { createDocumentCache, withCode, type DocumentCache } from './documents.js';
import { createExecutor, type Executor, type ExecutorKind, type OperationRequest } from './executor.js';
import { notTrustedError, type TrustedDocuments } from './trusted.js';
import type { OperationObserver } from '../observability/hooks.js';

/** What a transport knows about the caller. `ip` may be a function: worked out only if a resolver asks. */
export interface CallerInfo {
  authorization?: string;
  ip?: string | (() => string | undefined);
  userAgent?: string;
}

/**
 * The one way an operation runs, whatever carried it (HTTP through Apollo, graphql-ws, server rendering):
 * documents parsed and validated once per text, compiled once per document, one context built the same
 * way, errors formatted by one function. Transports only adapt their input and output.
 */
export interface ExecutionCore {
  schema: GraphQLSchema;
  production: boolean;
  /** The only operations that run (production with a manifest); null: any operation runs. */
  trusted: TrustedDocuments | null;
  documents: DocumentCache;
  /** Parses, validates and compiles every trusted document (at start; a misfit stops the start). */
  warm(): Promise<number>;
  /** The document's operation by the caller's name (null: none, or several and no name). */
  operation: Executor['operation'];
  execute(req: OperationRequest): Promise<ExecutionResult>;
  subscribe: Executor['subscribe'];
  /**
   * An operation built in-process (server rendering's, from the client's own documents), run as its text
   * runs over HTTP: the same cached document (validated, on the trusted list), compiled plan and errors.
   */
  run(
    document: DocumentNode,
    variableValues: Record<string, unknown>,
    contextValue: Context,
  ): Promise<FormattedExecutionResult>;
  /** The request's context: the viewer as the session is now, fresh loaders. A lost database: 503. */
  context(caller: CallerInfo): Promise<Context>;
  /** Apollo's formatError signature: the error as JSON and the error itself. */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  /** Errors of a transport outside Apollo, formatted as Apollo formats them (code defaulted, no `http`). */
  formatErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[];
  /** A result of a transport outside Apollo, its request errors coded as Apollo codes them. */
  formatResult(result: ExecutionResult): FormattedExecutionResult;
}

export function createExecutionCore(opts: {
  schema: GraphQLSchema;
  deps: AppDeps;
  production: boolean;
  executor: ExecutorKind;
  /** Enforced in production only: development keeps accepting any document. */
  trusted?: TrustedDocuments;
  /** Times (and traces) each operation and counts the errors answered, by code. */
  observer?: OperationObserver;
}): ExecutionCore {
  const { schema, deps, production } = opts;
  const trusted = production ? (opts.trusted ?? null) : null;
  const executor = createExecutor(schema, opts.executor);
  const documents = createDocumentCache(schema, production, (hash) =>
    trusted && !trusted.has(hash) ? notTrustedError() : null,
  );
  const { observer } = opts;
  const format = createFormatError(deps.logger);
  // Every error any transport answers goes through here once, with the code the caller sees.
  const formatError: ExecutionCore['formatError'] = observer
    ? (formatted, error) => {
        const out = format(formatted, error);
        observer.error(out.extensions?.code);
        return out;
      }
    : format;
  const execute = observer
    ? (req: OperationRequest) =>
        observer.execute(executor.operation(req.document, req.operationName), () => executor.execute(req))
    : executor.execute;
  // Apollo Client hands each page's client a new copy of a document: its text is the stable key.
  const printed = new WeakMap<DocumentNode, string>();
  const formatErrors = (errors: readonly GraphQLError[]) =>
    errors.map((e) => {
      const json = e.toJSON();
      const { http: _http, ...extensions } = json.extensions ?? {};
      return formatError(
        { ...json, extensions: { ...extensions, code: extensions.code ?? 'INTERNAL_SERVER_ERROR' } },
        e,
      );
    });
  const formatResult = (result: ExecutionResult): FormattedExecutionResult => {
    if (!result.errors?.length) return result as FormattedExecutionResult;
    // No data: the request failed before execution (variables that do not fit the operation).
    const requestErrors = !('data' in result) || result.data === undefined;
    const errors = result.errors.map((e) =>
      requestErrors && !e.path && e.extensions.code === undefined ? withCode(e, 'BAD_USER_INPUT') : e,
    );
    return { ...result, errors: formatErrors(errors) };
  };
  return {
    schema,
    production,
    trusted,
    documents,
    async warm() {
      for (const [hash, text] of trusted ?? []) {
        const prepared = await documents.prepare(text, hash);
        if ('errors' in prepared)
          throw new Error(`trusted document ${hash} does not fit the schema: ${prepared.errors[0]!.message}`);
        for (const def of prepared.document.definitions)
          if (def.kind === Kind.OPERATION_DEFINITION) executor.operation(prepared.document, def.name?.value);
      }
      return trusted?.size ?? 0;
    },
    operation: executor.operation,
    execute,
    subscribe: executor.subscribe,
    async run(document, variableValues, contextValue) {
      let text = printed.get(document);
      if (text === undefined) printed.set(document, (text = print(document)));
      const prepared = await documents.prepare(text);
      if ('errors' in prepared) return { errors: formatErrors(prepared.errors) };
      // By its name, as the browser's request asks for it: the same compiled plan serves both.
      const operationName = prepared.document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
        ?.name?.value;
      const { document: cached } = prepared;
      return formatResult(await execute({ document: cached, operationName, variableValues, contextValue }));
    },
    context: (caller) => buildContext(deps, caller).catch(rethrowUnavailable),
    formatError,
    formatErrors,
    formatResult,
  };
}
