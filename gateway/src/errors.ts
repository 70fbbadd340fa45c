import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import { isErrorCode, type ErrorCode } from '@festa/domain/errors';
import { errorMessages, requestMessages } from '@festa/domain/messages';

export type { ErrorCode };

/**
 * The HTTP status of a response carrying each code. Every domain error answers 200 with the error in the
 * body (the client reads `extensions.code`), except a lost database: 503 with Retry-After, so proxies and
 * clients may simply send the same request again.
 */
export const HTTP_STATUS: Record<ErrorCode, 200 | 503> = {
  UNAUTHENTICATED: 200,
  INVALID_SESSION: 200,
  FORBIDDEN: 200,
  NOT_FOUND: 200,
  BAD_USER_INPUT: 200,
  CONFLICT: 200,
  RATE_LIMITED: 200,
  AMBIENT_UNAVAILABLE: 200,
  SERVICE_UNAVAILABLE: 200,
  TEMPORARILY_UNAVAILABLE: 503,
  SAME_PASSWORD: 200,
  PROOF_OF_WORK_REQUIRED: 200,
  PROFILE_INCOMPLETE: 200,
  // REST codes: a GraphQL operation never answers them, but the map stays exhaustive over the union.
  BAD_REQUEST: 200,
  METHOD_NOT_ALLOWED: 200,
  PAYLOAD_TOO_LARGE: 200,
  UNSUPPORTED_MEDIA_TYPE: 200,
  NOT_AN_IMAGE: 200,
  QUOTA_EXCEEDED: 200,
  EXPORT_EXPIRED: 200,
  EXPORT_NOT_READY: 200,
};

/** A rule broken by the caller: its message is safe to show and its code is stable. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string = errorMessages.notFound) => new DomainError('NOT_FOUND', what);
export const unauthenticated = (message: string = errorMessages.unauthenticated) =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = () => new DomainError('FORBIDDEN', errorMessages.forbidden);
export const INVALID_SESSION_MESSAGE = errorMessages.invalidSession;
/** The session a request presented is over (see `liveViewer`): every transport answers this one error. */
export const invalidSession = () => new DomainError('INVALID_SESSION', INVALID_SESSION_MESSAGE);
export const badInput = (field: string, message: string) =>
  new DomainError('BAD_USER_INPUT', message, { field });
export const invalidCursor = () => badInput('after', errorMessages.invalidCursor);
/** The state changed under the caller (already decided, already done): the message says what happened. */
export const conflict = (message: string, extra: Record<string, unknown> = {}) =>
  new DomainError('CONFLICT', message, extra);

/** Whether an error (a domain error, or the GraphQL error made of one) says the session is over. */
export function isSessionEnded(err: unknown): boolean {
  if (err instanceof DomainError) return err.code === 'INVALID_SESSION';
  return err instanceof GraphQLError && err.extensions.code === 'INVALID_SESSION';
}

/**
 * A domain error as a GraphQL error, for where Apollo's pipeline has not started yet (context creation):
 * its code and extras, and the HTTP status its code has, so the client's error link can read it.
 */
export function toGraphQLError(err: DomainError): GraphQLError {
  return new GraphQLError(err.message, {
    originalError: err,
    extensions: { code: err.code, ...err.extra, http: { status: HTTP_STATUS[err.code] } },
  });
}

/** zod issues → one BAD_USER_INPUT naming the first failing field (the form shows it next to that field). */
export function fromZod(issues: { path: PropertyKey[]; message: string }[]): DomainError {
  const first = issues[0];
  const field = first ? first.path.map(String).join('.') : 'input';
  return new DomainError('BAD_USER_INPUT', first?.message ?? errorMessages.invalidInput, {
    field,
    fields: issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
  });
}

/**
 * The database (or the network to it) is gone for now: a restart, a failover, a full pool. Not the caller's
 * fault and not a bug, so neither BAD_USER_INPUT nor INTERNAL_SERVER_ERROR: HTTP 503 with its own code,
 * and the same request may simply be sent again. (SERVICE_UNAVAILABLE already names an extra service that
 * is not available on a date.)
 */
export const UNAVAILABLE_CODE = 'TEMPORARILY_UNAVAILABLE' satisfies ErrorCode;
export const UNAVAILABLE_MESSAGE = 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

// SQLSTATE 08xxx connection exception, 57P01-57P03 shutdown or start-up, 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres's own wording for a connection that ended, broke, or could not be had in time.
const UNAVAILABLE_PG =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/** Whether an error (or one it wraps: drizzle's query error, a GraphQL error) is a lost database connection. */
export function isUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 6 && e instanceof Error; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (UNAVAILABLE_PG.test(e.message)) return true;
    e = e instanceof GraphQLError && e.originalError ? e.originalError : e.cause;
  }
  return false;
}

/** Thrown where Apollo's pipeline has not started yet (context creation), with the status it cannot add. */
export function unavailableError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: {
      code: UNAVAILABLE_CODE,
      http: {
        status: 503,
        headers: new HeaderMap([['retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)]]),
      },
    },
  });
}

/** A lost database answers HTTP 503 with Retry-After, whichever resolver met it. */
export const unavailablePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        const statuses = (errors ?? [])
          .map((e) => e.extensions?.code)
          .filter(isErrorCode)
          .map(httpStatus);
        const status = Math.max(200, ...statuses);
        if (status === 200) return;
        response.http.status = status;
        response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** Exhaustive over the union: a new code fails the build here until it is given a status. */
export function httpStatus(code: ErrorCode): number {
  return HTTP_STATUS[code];
}

export function rethrowUnavailable(err: unknown): never {
  throw isUnavailable(err) ? unavailableError() : err;
}

const PASSTHROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_IN_LIST',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  UNAVAILABLE_CODE,
]);

/**
 * Maps every error leaving the server: domain errors keep their code and message, GraphQL's own
 * validation errors pass, and anything else is logged and masked so no internals (or secrets) leak.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: original.code, ...original.extra },
      };
    }
    if (isUnavailable(original)) {
      // The driver's own message only: drizzle's wrapper would add the statement's parameters.
      const cause = original instanceof Error && original.cause instanceof Error ? original.cause : original;
      logger.warn({ err: String((cause as Error).message), path: formatted.path }, 'database unavailable');
      return {
        message: UNAVAILABLE_MESSAGE,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: UNAVAILABLE_CODE },
      };
    }
    const code = formatted.extensions?.code;
    // Apollo prefixes context failures with English text; the client shows our own message.
    if (code === 'INVALID_SESSION') return { message: INVALID_SESSION_MESSAGE, extensions: { code } };
    if (code === 'BAD_USER_INPUT' && formatted.extensions?.field === undefined) {
      const field = variableField(original);
      if (field) return { ...formatted, extensions: { ...formatted.extensions, field } };
    }
    if (typeof code === 'string' && PASSTHROUGH.has(code)) return formatted;
    // Apollo's own refusals of a request (a persisted query whose hash does not match it, …) carry a 4xx
    // status and no code: they are the caller's mistake, not an internal error.
    if (isClientRefusal(original))
      return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
    if (original instanceof GraphQLError && typeof original.extensions?.code === 'string') {
      if (original.extensions.code !== 'INTERNAL_SERVER_ERROR') return formatted;
    }
    logger.error(
      {
        err:
          original instanceof Error ? { message: original.message, stack: original.stack } : String(original),
        path: formatted.path,
      },
      'unexpected resolver error',
    );
    return {
      message: requestMessages.internal,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

function isClientRefusal(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  const status = (error.extensions?.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The field a variable that does not fit its type is about, named as the forms name them: graphql says
 * 'Variable "$input" got invalid value … at "input.date"' (only in its message), which gives 'date'; a
 * variable refused whole gives its own name.
 */
function variableField(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const node = error.nodes?.[0];
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return undefined;
  const name = node.variable.name.value;
  const at = error.message.lastIndexOf(` at "${name}`);
  if (at < 0) return name;
  const rest = error.message.slice(at + ` at "${name}`.length);
  const path = rest
    .slice(0, rest.indexOf('"'))
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
  return path || name;
}
