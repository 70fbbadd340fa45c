// Hosts' live sockets through the proxy, each subscribed to its host's notification stream (the badge and
// feed source the app subscribes to, and bench/live's), reconnecting as the app's socket does (graphql-ws
// retries with randomised backoff) and, after a reconnection, fetching the feed again as the app's
// useLiveSync does: what a socket missed while away must be in that fetch.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface HostSocket {
  host: number;
  client: Client;
  /** Notification ids delivered on the socket. */
  live: Set<string>;
  /** Notification ids the feed query returned after each reconnection. */
  caughtUp: Set<string>;
  /** The gateway (as nginx names it) of each connection, in order. */
  upstreams: string[];
  closedAt: number[];
  /** When each reconnection was acknowledged (not the first connection). */
  reconnectedAt: number[];
  catchUpFailures: number;
}

const SUBSCRIPTION = 'subscription { notificationAdded(role: HOST) { id } }';
const FEED = 'query { notifications(role: HOST, first: 50) { items { id } } }';

export async function openHostSockets(
  baseUrl: string,
  hostTokens: string[],
  perHost: number,
): Promise<HostSocket[]> {
  const sockets: HostSocket[] = [];
  const all = hostTokens.flatMap((token, host) => Array.from({ length: perHost }, () => ({ token, host })));
  // A hundred at a time: a thousand upgrades at once would only queue in the proxy's and gateways' backlog.
  for (let i = 0; i < all.length; i += 100)
    sockets.push(...(await Promise.all(all.slice(i, i + 100).map((s) => openOne(baseUrl, s.token, s.host)))));
  return sockets;
}

function openOne(baseUrl: string, token: string, host: number): Promise<HostSocket> {
  const socket: HostSocket = {
    host,
    client: undefined as unknown as Client,
    live: new Set(),
    caughtUp: new Set(),
    upstreams: [],
    closedAt: [],
    reconnectedAt: [],
    catchUpFailures: 0,
  };
  // The 101 answer's X-Upstream header names the gateway behind this connection.
  class Tracked extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      this.on('upgrade', (res) => socket.upstreams.push(String(res.headers['x-upstream'] ?? '?')));
    }
  }
  const catchUp = async () => {
    try {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: FEED }),
      });
      const body = (await res.json()) as { data?: { notifications: { items: { id: string }[] } } };
      if (!body.data) throw new Error(JSON.stringify(body));
      for (const n of body.data.notifications.items) socket.caughtUp.add(n.id);
    } catch {
      socket.catchUpFailures++;
    }
  };
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: baseUrl.replace('http', 'ws') + '/graphql',
      webSocketImpl: Tracked,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      onNonLazyError: () => {},
    });
    socket.client = client;
    client.on('connected', (_s, _p, wasRetry) => {
      if (!wasRetry) return resolve(socket);
      socket.reconnectedAt.push(Date.now());
      void catchUp();
    });
    client.on('closed', () => socket.closedAt.push(Date.now()));
    client.on('error', (e) => {
      if (!socket.upstreams.length) reject(e instanceof Error ? e : new Error('socket failed to open'));
    });
    client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (r) => {
          const id = (r.data as { notificationAdded?: { id: string } } | null)?.notificationAdded?.id;
          if (id) socket.live.add(id);
        },
        error: () => {},
        complete: () => {},
      },
    );
  });
}

/** The gateway a socket is on now (the last connection's). */
export const currentUpstream = (s: HostSocket) => s.upstreams[s.upstreams.length - 1] ?? '?';
