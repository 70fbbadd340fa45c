import type http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestMessages } from '../../domain/messages.js';

/** A refusal before any operation ran: its status, a stable code and the message to show. */
export interface HttpRefusal {
  status: number;
  code: string;
  message: string;
}

const isGraphql = (url: string | undefined) => /^\/graphql(?:[/?]|$)/.test(url ?? '');

/**
 * Writes a refusal as JSON: on /graphql as a GraphQL response (`errors[].extensions.code`, what Apollo's
 * own refusals and our client read), elsewhere as the `{ error: { code, message } }` the other routes use.
 */
export function sendRefusal(req: http.IncomingMessage, res: http.ServerResponse, refusal: HttpRefusal) {
  const { status, code, message } = refusal;
  const body = isGraphql(req.url)
    ? { errors: [{ message, extensions: { code } }] }
    : { error: { code, message } };
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

/** The last route: a request nothing answered gets a JSON 404, not express's HTML page. */
export function notFoundJson(req: Request, res: Response) {
  sendRefusal(req, res, { status: 404, code: 'NOT_FOUND', message: requestMessages.notFound });
}

/**
 * The last error handler: every error that reaches it is answered as JSON, never express's HTML page.
 * A request we cannot read keeps its 4xx; anything else is a bug, logged (method and path, no query, body
 * or headers: they may hold codes or tokens) and answered 500 with nothing of its internals.
 */
export function jsonErrors(logger: Logger) {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
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
