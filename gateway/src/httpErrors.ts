import type http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestMessages } from '@festa/domain/messages';
import type { ErrorCode } from '@festa/domain/errors';
import {
  DomainError,
  isUnavailable,
  UNAVAILABLE_CODE,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './errors.js';

/**
 * The HTTP status of a REST answer carrying each code: the routes outside GraphQL (uploads, the own-data
 * download, the payment webhook, the calendar feed) and a request refused before any operation ran.
 * GraphQL answers its codes in the body (`HTTP_STATUS` in errors.ts); exhaustive over the union, so a new
 * code fails the build here until it is given a status.
 */
export const REST_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  INVALID_SESSION: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  AMBIENT_UNAVAILABLE: 409,
  SERVICE_UNAVAILABLE: 409,
  TEMPORARILY_UNAVAILABLE: 503,
  SAME_PASSWORD: 400,
  PROOF_OF_WORK_REQUIRED: 403,
  PROFILE_INCOMPLETE: 403,
  BAD_REQUEST: 400,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_AN_IMAGE: 415,
  QUOTA_EXCEEDED: 403,
  EXPORT_EXPIRED: 410,
  EXPORT_NOT_READY: 404,
};

/** A refusal: its status, a stable code (a bug's answer is the masked INTERNAL_SERVER_ERROR) and the message to show. */
export interface HttpRefusal {
  status: number;
  code: ErrorCode | 'INTERNAL_SERVER_ERROR';
  message: string;
  /** What the code needs besides (`retryAfterSeconds`, `field`), as a domain error carries it. */
  extra?: Record<string, unknown>;
}

const isGraphql = (url: string | undefined) => /^\/graphql(?:[/?]|$)/.test(url ?? '');

/**
 * Writes a refusal as JSON: on /graphql as a GraphQL response (`errors[].extensions.code`, what Apollo's
 * own refusals and our client read), elsewhere as the `{ error: { code, message } }` the other routes use.
 */
export function sendRefusal(req: http.IncomingMessage, res: http.ServerResponse, refusal: HttpRefusal) {
  const { status, code, message, extra } = refusal;
  const body = isGraphql(req.url)
    ? { errors: [{ message, extensions: { code, ...extra } }] }
    : { error: { code, message, ...extra } };
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** What body-parser (and the GraphQL fast path) refuse, by the `type` body-parser gives its errors. */
function refusalOf(err: unknown): HttpRefusal | null {
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown } | null;
  const status = Number(e?.status ?? e?.statusCode);
  if (!Number.isInteger(status) || status < 400 || status > 499) return null;
  switch (e?.type) {
    case 'entity.parse.failed':
      return { status, code: 'BAD_REQUEST', message: requestMessages.badJson };
    case 'charset.unsupported':
      return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message: requestMessages.charset };
    case 'encoding.unsupported':
      return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message: requestMessages.encoding };
    case 'entity.too.large':
      return { status, code: 'PAYLOAD_TOO_LARGE', message: requestMessages.tooLarge };
    default:
      return { status, code: 'BAD_REQUEST', message: requestMessages.badRequest };
  }
}

/**
 * The one REST error mapping: a domain error answers its code's status and `{ error: { code, message } }`
 * (with its extras), and Retry-After when it says how long to wait. The routes throw domain errors (or
 * call this) instead of writing their own answers.
 */
export function sendDomainError(req: http.IncomingMessage, res: http.ServerResponse, err: DomainError) {
  const wait = err.extra.retryAfterSeconds;
  if (typeof wait === 'number') res.setHeader('retry-after', String(wait));
  sendRefusal(req, res, {
    status: REST_STATUS[err.code],
    code: err.code,
    message: err.message,
    extra: err.extra,
  });
}

/** The last route: a request nothing answered gets a JSON 404, not express's HTML page. */
export function notFoundJson(req: Request, res: Response) {
  sendRefusal(req, res, { status: 404, code: 'NOT_FOUND', message: requestMessages.notFound });
}

/**
 * The last error handler: every error that reaches it is answered as JSON, never express's HTML page.
 * A domain error answers its code, a lost database 503; a request we cannot read keeps its 4xx; anything else is a bug, logged (method and path, no query, body
 * or headers: they may hold codes or tokens) and answered 500 with nothing of its internals.
 */
export function jsonErrors(logger: Logger) {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (err instanceof DomainError) return sendDomainError(req, res, err);
    // A lost database (uploads, sitemap, downloads): retryable 503, not a bug.
    if (isUnavailable(err)) {
      res.setHeader('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendRefusal(req, res, { status: 503, code: UNAVAILABLE_CODE, message: UNAVAILABLE_MESSAGE });
    }
    const refusal = refusalOf(err);
    if (refusal) return sendRefusal(req, res, refusal);
    logger.error(
      {
        method: req.method,
        path: req.path,
        err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
      },
      'request failed',
    );
    sendRefusal(req, res, { status: 500, code: 'INTERNAL_SERVER_ERROR', message: requestMessages.internal });
  };
}
