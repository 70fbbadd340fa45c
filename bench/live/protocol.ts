// What bench/live's parent and its socket holders say to each other over the fork IPC channel. Times are
// epoch milliseconds (`performance.timeOrigin + performance.now()`), so arrivals seen in different
// processes compare with the parent's send times.

/** Host sockets are numbered across the whole run; socket `index` goes to gateway `ports[index % ports.length]`. */
export interface HolderInit {
  type: 'init';
  /** The global index of `tokens[0]`. */
  firstIndex: number;
  tokens: string[];
  ports: number[];
}

export type ToHolder =
  | HolderInit
  /** Subscribe these sockets (global indexes) to their request's conversation. */
  | { type: 'listen'; listeners: { index: number; quoteRequestId: string }[] }
  | { type: 'unlisten' }
  | { type: 'close' };

export type FromHolder =
  /** Every socket connected and subscribed; `perPort` counts them by gateway port. */
  | { type: 'connected'; count: number; perPort: Record<number, number> }
  /** A quote request notification: `txToDelivery` = arrival − the transaction's `createdAt`. */
  | { type: 'event'; quoteRequestId: string; at: number; txToDelivery: number }
  | { type: 'listening' }
  /** A conversation message, first delivery only: `commitToDelivery` = arrival − its `createdAt`. */
  | { type: 'message'; id: string; at: number; commitToDelivery: number }
  | { type: 'unlistened' }
  | { type: 'failed'; error: string };

/** Epoch ms with sub-millisecond resolution, comparable across processes (unlike `performance.now()`). */
export const epochMs = () => performance.timeOrigin + performance.now();
