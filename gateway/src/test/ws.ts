import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { PubSub } from '../pubsub.js';
import { publishNotification } from '../modules/notifications/service.js';

export interface Result<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface LiveClient {
  client: Client;
  /** Resolves with the first close the client sees (code and reason as the server sent them). */
  closed: Promise<{ code: number; reason: string }>;
  /** One operation over the socket: its result, or its errors; rejects when the socket closes instead. */
  run<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<Result<T>>;
  dispose(): Promise<void>;
}

/** A real graphql-ws client (no retries), optionally with headers on the upgrade request. */
export function liveClient(
  baseUrl: string,
  opts: { token?: string; headers?: Record<string, string> } = {},
): LiveClient {
  const headers = opts.headers;
  const Impl = headers
    ? class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers });
        }
      }
    : WebSocket;
  let markClosed: (e: { code: number; reason: string }) => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((r) => (markClosed = r));
  const client = createClient({
    url: baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: Impl,
    connectionParams: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    retryAttempts: 0,
    // Connected at once and kept open between operations, as the app's socket is while it subscribes.
    lazy: false,
    onNonLazyError: () => {},
  });
  client.on('closed', (e) => {
    const event = e as { code: number; reason: string };
    markClosed({ code: event.code, reason: String(event.reason) });
  });
  return {
    client,
    closed,
    run: <T>(query: string, variables?: Record<string, unknown>) =>
      new Promise<Result<T>>((resolve, reject) => {
        let first: Result<T> | undefined;
        client.subscribe<T>(
          { query, variables },
          {
            next: (r) => (first ??= r as Result<T>),
            error: (e) => (Array.isArray(e) ? resolve({ errors: e as Result['errors'] }) : reject(e)),
            complete: () => resolve(first ?? {}),
          },
        );
      }),
    dispose: () => client.dispose() as Promise<void>,
  };
}

export interface Feed {
  events: { data?: { notificationAdded: { id: string } } }[];
  /** Set when the subscription ended with an error or a close. */
  ended: Promise<unknown>;
}

const SUB = `subscription ($role: SessionRole!) { notificationAdded(role: $role) { id } }`;

export function notificationFeed(live: LiveClient, role: 'HOST' | 'GUEST'): Feed {
  const events: Feed['events'] = [];
  let end: (e: unknown) => void = () => {};
  const ended = new Promise((r) => (end = r));
  live.client.subscribe(
    { query: SUB, variables: { role } },
    {
      next: (r) => events.push(r as Feed['events'][number]),
      error: (e) => end(e),
      complete: () => end('complete'),
    },
  );
  return { events, ended };
}

/** Publishes a notification for the user (a stand-in row: delivery only), returning its id. */
export async function pushNotification(pubsub: PubSub, userId: string, role: 'HOST' | 'GUEST') {
  const id = randomUUID();
  await publishNotification(pubsub, {
    id,
    userId,
    role,
    type: 'NEW_QUOTE_REQUEST',
    isRead: false,
    locationId: null,
    quoteRequestId: null,
    metadata: {},
    createdAt: new Date(),
  });
  return id;
}

/**
 * Publishes until the feed shows a new event, proving the subscription is live (the server registers it
 * after its own checks, so a single early publish could go unheard).
 */
export async function untilLive(feed: Feed, publish: () => Promise<unknown>, timeoutMs = 10_000) {
  const seen = feed.events.length;
  const deadline = Date.now() + timeoutMs;
  while (feed.events.length === seen) {
    if (Date.now() > deadline) throw new Error('subscription never delivered');
    await publish();
    await new Promise((r) => setTimeout(r, 150));
  }
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_r, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);
}
