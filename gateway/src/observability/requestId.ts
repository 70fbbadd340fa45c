import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// A proxy's id is kept when it is a plain token: anything else (long, spaces, quotes) could forge log fields
// or split a log search, so it is replaced rather than cleaned.
const SANE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** The incoming id when it is a sane token (≤ 64 of A-Z a-z 0-9 - _), otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}

/** Runs `fn` (and everything it starts, across awaits) as part of the request with this id. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/**
 * pino's `mixin`: every line logged while a request (or a socket message) is served carries its id, whatever
 * logger object the code holds. A new object each time: pino merges the line's own fields into it.
 */
export function requestLogFields(): { requestId?: string } {
  const requestId = scope.getStore()?.requestId;
  return requestId ? { requestId } : {};
}
