import type { Request, Response } from 'express';

/**
 * Stripe's form encoding (`a[b][0][c]=v`, `expand[]=x`), parsed into nested objects. Arrays stay objects
 * keyed by index until read with `list`, because the SDK sends `items[0][price]` while hand-written
 * clients send `expand[]`; both end up as ordered keys.
 */
export type Param = string | ParamObject;
export interface ParamObject {
  [key: string]: Param;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

export function invalid(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
}

export function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
}

export function parseForm(text: string): ParamObject {
  const root: ParamObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const first = rawKey.indexOf('[');
    const head = first === -1 ? rawKey : rawKey.slice(0, first);
    const path = [
      head,
      ...[...rawKey.slice(first === -1 ? rawKey.length : first).matchAll(/\[([^\]]*)\]/g)].map(
        (m) => m[1] ?? '',
      ),
    ];
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] ?? '';
      // `expand[]` appends: the next free index keeps the order the client sent.
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[key] = value;
        break;
      }
      const next = node[key];
      if (typeof next === 'object') {
        node = next;
      } else {
        const created: ParamObject = {};
        node[key] = created;
        node = created;
      }
    }
  }
  return root;
}

export function str(params: ParamObject, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
}

export function obj(params: ParamObject, key: string): ParamObject | undefined {
  const value = params[key];
  return typeof value === 'object' ? value : undefined;
}

/** Values of an index-keyed object in index order (non-numeric keys sort after, as sent). */
export function list(value: Param | undefined): Param[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Object.entries(value)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => v);
}

export function stringList(value: Param | undefined): string[] {
  return list(value).filter((v): v is string => typeof v === 'string');
}

export function objectList(value: Param | undefined): ParamObject[] {
  return list(value).filter((v): v is ParamObject => typeof v === 'object');
}

export function int(params: ParamObject, key: string): number | undefined {
  const value = str(params, key);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, key);
  return Number(value);
}

export function bool(params: ParamObject, key: string): boolean | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalid(`Invalid boolean: ${value}`, key);
}

/** Stripe's metadata update rules: '' clears everything, a key set to '' is removed. */
export function mergeMetadata(
  current: Record<string, string>,
  update: Param | undefined,
): Record<string, string> {
  if (update === undefined) return current;
  if (typeof update === 'string') {
    if (update === '') return {};
    throw invalid('Invalid metadata', 'metadata');
  }
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') throw invalid('Invalid metadata', `metadata[${key}]`);
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** One API call as a route handler sees it: the path's ids and the form (and query) parameters. */
export interface Call {
  id: string;
  sub: string;
  params: ParamObject;
  /** The connected account named by `Stripe-Account`, checked to be one the platform made; null: the platform. */
  account: string | null;
}
export type Handler = (call: Call) => object;
/** Wraps a handler as an express route: idempotency, `expand`, Stripe's error format. */
export type Handle = (handler: Handler) => (req: Request, res: Response) => void;

export function metadataOf(value: ParamObject | undefined, param: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value ?? {})) {
    if (typeof entry !== 'string') throw invalid('Invalid metadata', `${param}[${key}]`);
    if (entry !== '') out[key] = entry;
  }
  return out;
}
