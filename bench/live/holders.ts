// The parent's side of bench/live's socket holders: forks them under the same TypeScript loader the bench
// runs under (tsx), hands each its slice of host tokens, and relays what they report.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FromHolder, ToHolder } from './protocol.js';

/** Sockets per holder: well under the 20,000 open files a process may hold here. */
export const SOCKETS_PER_HOLDER = 12_000;

type Event = Extract<FromHolder, { type: 'event' }>;
type Message = Extract<FromHolder, { type: 'message' }>;

export interface HolderPool {
  children: ChildProcess[];
  /** Connected sockets by gateway port, over every holder. */
  perPort: Map<number, number>;
  connected: number;
  onEvent: (e: Event) => void;
  onMessage: (m: Message) => void;
  /** Subscribes the given sockets (global indexes) to their conversations; resolves once all holders have. */
  listen(listeners: { index: number; quoteRequestId: string }[]): Promise<void>;
  unlisten(): Promise<void>;
  close(): Promise<void>;
}

const holderPath = path.join(import.meta.dirname, 'holder.ts');

/** Forks `ceil(tokens / SOCKETS_PER_HOLDER)` holders and resolves once every socket is connected and subscribed. */
export async function startHolders(tokens: string[], ports: number[]): Promise<HolderPool> {
  const count = Math.ceil(tokens.length / SOCKETS_PER_HOLDER);
  const children = Array.from({ length: count }, () =>
    // process.execArgv carries tsx's loader flags, so the child runs the .ts file as the parent does.
    fork(holderPath, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const pool: HolderPool = {
    children,
    perPort: new Map(),
    connected: 0,
    onEvent: () => {},
    onMessage: () => {},
    listen: async (listeners) => {
      await Promise.all(
        children.map((child, h) => {
          const mine = listeners.filter((l) => Math.floor(l.index / SOCKETS_PER_HOLDER) === h);
          return request(child, { type: 'listen', listeners: mine }, 'listening');
        }),
      );
    },
    unlisten: async () => {
      await Promise.all(children.map((child) => request(child, { type: 'unlisten' }, 'unlistened')));
    },
    close: async () => {
      await Promise.all(
        children.map((child) => {
          if (child.exitCode !== null || child.signalCode !== null) return null;
          const exited = new Promise((r) => child.once('exit', r));
          if (child.connected) child.send({ type: 'close' } satisfies ToHolder);
          else child.kill('SIGTERM');
          return exited;
        }),
      );
    },
  };
  for (const child of children) {
    child.on('message', (m: FromHolder) => {
      if (m.type === 'event') pool.onEvent(m);
      else if (m.type === 'message') pool.onMessage(m);
    });
  }
  const connecting = Promise.all(
    children.map(async (child, h) => {
      const firstIndex = h * SOCKETS_PER_HOLDER;
      const slice = tokens.slice(firstIndex, firstIndex + SOCKETS_PER_HOLDER);
      const done = await request(child, { type: 'init', firstIndex, tokens: slice, ports }, 'connected');
      pool.connected += done.count;
      for (const [port, n] of Object.entries(done.perPort))
        pool.perPort.set(Number(port), (pool.perPort.get(Number(port)) ?? 0) + n);
    }),
  );
  try {
    await connecting;
  } catch (err) {
    for (const child of children) child.kill('SIGTERM');
    throw err;
  }
  return pool;
}

/** Sends `m` and waits for the holder's `reply`; a holder that fails or exits first rejects. */
function request<T extends FromHolder['type']>(
  child: ChildProcess,
  m: ToHolder,
  reply: T,
): Promise<Extract<FromHolder, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (r: FromHolder) => {
      if (r.type !== reply && r.type !== 'failed') return;
      off();
      if (r.type === 'failed') reject(new Error(`socket holder ${child.pid}: ${r.error}`));
      else resolve(r as Extract<FromHolder, { type: T }>);
    };
    const onExit = (code: number | null) => {
      off();
      reject(new Error(`socket holder ${child.pid} exited (${code})`));
    };
    const off = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(m);
  });
}
