import { AsyncResource } from 'node:async_hooks';
import type http from 'node:http';
import type { Express, Request } from 'express';
import { GraphQLError } from 'graphql';
import { HeaderMap, type ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import type { Logger } from 'pino';
import { requestMessages } from '@festalocation/domain/messages';
import { sendRefusal, type HttpRefusal } from './httpErrors.js';

/** The same limit express.json() applies on the express path. */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

// Plain JSON in UTF-8 (the only charset JSON allows on the wire); anything else is left to body-parser.
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * Subscriptions live on the WebSocket; over HTTP graphql would run one as a query and fail inside
 * (a null for a non-null field), which is masked as an internal error. Both HTTP paths answer 400 instead.
 */
export const subscriptionsOverHttpRefused: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('Le sottoscrizioni sono disponibili solo tramite WebSocket.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400, headers: new HeaderMap() } },
        });
      },
    };
  },
};

export interface GraphQLRequestInfo {
  authorization: string | undefined;
  userAgent: string | undefined;
  /** The client address as express computes it (trust proxy), resolved only when asked for. */
  ip(): string | undefined;
}

/**
 * POST /graphql with a JSON body, from node:http straight to Apollo: no express router, body-parser or
 * res.send (ETag hashing) on the one route that carries the traffic. It does what express.json() and
 * @as-integrations/express5 do for such a request; any other request (GET, another content type or
 * encoding, another path) returns false and goes through express as before.
 */
export function graphqlFastPath<C extends BaseContext>(opts: {
  apollo: () => ApolloServer<C> | undefined;
  app: Express;
  context: (info: GraphQLRequestInfo) => Promise<C>;
  logger: Pick<Logger, 'error'>;
}) {
  // Refusals as express's path answers them (httpErrors.ts): JSON, never text or HTML.
  const tooLarge: HttpRefusal = { status: 413, code: 'PAYLOAD_TOO_LARGE', message: requestMessages.tooLarge };
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const apollo = opts.apollo();
    const encoding = req.headers['content-encoding'];
    if (
      !apollo ||
      req.method !== 'POST' ||
      (req.url !== '/graphql' && !req.url?.startsWith('/graphql?')) ||
      !JSON_TYPE.test(req.headers['content-type'] ?? '') ||
      (encoding !== undefined && encoding.toLowerCase() !== 'identity')
    )
      return false;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > GRAPHQL_BODY_LIMIT) {
      sendRefusal(req, res, tooLarge);
      req.resume();
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > GRAPHQL_BODY_LIMIT) {
        sendRefusal(req, res, tooLarge);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    // The body's events come from the connection's parser: bound here, the request's own context (its id in
    // the logs, its span) goes on into Apollo and the resolvers, as body-parser keeps it on express's path.
    req.on(
      'end',
      AsyncResource.bind(() => {
        if (res.headersSent) return;
        let body: unknown;
        try {
          const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
          // body-parser's strict mode: an empty body is {}, and only objects and arrays are JSON bodies.
          body = text.trim() === '' ? {} : JSON.parse(text);
          if (typeof body !== 'object' || body === null) throw new SyntaxError('not an object');
        } catch {
          sendRefusal(req, res, { status: 400, code: 'BAD_REQUEST', message: requestMessages.badJson });
          return;
        }
        respond(apollo, req, res, body, opts).catch((err: unknown) => {
          opts.logger.error(
            {
              path: '/graphql',
              err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
            },
            'request failed',
          );
          if (!res.headersSent)
            sendRefusal(req, res, {
              status: 500,
              code: 'INTERNAL_SERVER_ERROR',
              message: requestMessages.internal,
            });
          else res.destroy(err instanceof Error ? err : undefined);
        });
      }),
    );
    req.on('error', () => res.destroy());
    return true;
  };
}

async function respond<C extends BaseContext>(
  apollo: ApolloServer<C>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: unknown,
  opts: { app: Express; context: (info: GraphQLRequestInfo) => Promise<C> },
) {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const q = req.url!.indexOf('?');
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: q < 0 ? '' : req.url!.slice(q), body },
    context: () =>
      opts.context({
        authorization: req.headers.authorization,
        userAgent: req.headers['user-agent'],
        ip: () => clientIp(opts.app, req),
      }),
  });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

/** express's own req.ip getter (its 'trust proxy' setting) evaluated over this request (or upgrade request). */
export function clientIp(app: Express, req: http.IncomingMessage): string | undefined {
  const view = Object.create(app.request as object, {
    socket: { value: req.socket },
    connection: { value: req.socket },
    headers: { value: req.headers },
  }) as Request;
  return view.ip;
}
