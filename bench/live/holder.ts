// A socket holder of bench/live, forked by the parent: one process may open at most 20,000 files here (a hard
// limit), so the parent splits the host sockets among several of these. Each connects its slice of hosts
// (100 at a time) to the gateways, subscribes them to their quote request notifications, and reports every
// arrival to the parent, which alone sends the load and computes the figures.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { epochMs, type FromHolder, type HolderInit, type ToHolder } from './protocol.js';

const send = (m: FromHolder) => process.send!(m);
const clients: Client[] = [];
let first = 0;
let stops: (() => void)[] = [];

function connect(token: string, port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    client.on('connected', () => resolve(client));
    // ws reports an ErrorEvent (with a message), graphql-ws an Error or a CloseEvent.
    client.on('error', (err) => reject(new Error((err as { message?: string }).message ?? String(err))));
    client.subscribe(
      { query: 'subscription { notificationAdded(role: HOST) { quoteRequestId createdAt } }' },
      {
        next: (v) => {
          const at = epochMs();
          const n = (v.data as { notificationAdded: { quoteRequestId: string; createdAt: string } })
            .notificationAdded;
          // createdAt is the transaction's now(): its start, a few ms before its commit.
          send({
            type: 'event',
            quoteRequestId: n.quoteRequestId,
            at,
            txToDelivery: at - Date.parse(n.createdAt),
          });
        },
        error: () => {},
        complete: () => {},
      },
    );
  });
}

async function init({ firstIndex, tokens, ports }: HolderInit) {
  first = firstIndex;
  const perPort: Record<number, number> = {};
  for (let i = 0; i < tokens.length; i += 100) {
    await Promise.all(
      tokens.slice(i, i + 100).map(async (token, j) => {
        const port = ports[(firstIndex + i + j) % ports.length]!;
        clients[i + j] = await connect(token, port);
        perPort[port] = (perPort[port] ?? 0) + 1;
      }),
    );
  }
  send({ type: 'connected', count: tokens.length, perPort });
}

function listen(listeners: { index: number; quoteRequestId: string }[]) {
  const seen = new Set<string>();
  stops = listeners.map(({ index, quoteRequestId }) =>
    clients[index - first]!.subscribe(
      {
        query:
          'subscription ($id: ID!) { conversationMessageAdded(quoteRequestId: $id) { id createdAt readAt } }',
        variables: { id: quoteRequestId },
      },
      {
        next: (v) => {
          const at = epochMs();
          const m = (v.data as { conversationMessageAdded: { id: string; createdAt: string } })
            .conversationMessageAdded;
          // A read receipt comes back as the same message again: only the first delivery counts.
          if (seen.has(m.id)) return;
          seen.add(m.id);
          send({ type: 'message', id: m.id, at, commitToDelivery: at - Date.parse(m.createdAt) });
        },
        error: () => {},
        complete: () => {},
      },
    ),
  );
  send({ type: 'listening' });
}

// The parent gone (finished or crashed), nothing would ever close these sockets.
process.on('disconnect', () => process.exit(0));

process.on('message', (m: ToHolder) => {
  switch (m.type) {
    case 'init':
      init(m).catch((err: unknown) => {
        send({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
      });
      break;
    case 'listen':
      listen(m.listeners);
      break;
    case 'unlisten':
      for (const stop of stops) stop();
      stops = [];
      send({ type: 'unlistened' });
      break;
    case 'close':
      void Promise.all(clients.map((c) => c.dispose())).finally(() => process.exit(0));
      break;
  }
});
