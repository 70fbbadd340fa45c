import http from 'node:http';
import https from 'node:https';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { CalendarImportError } from './errors.js';

/**
 * Fetches an address a host typed, which the gateway must never let reach inside its own network
 * (server-side request forgery): http(s) only, no credentials in the address, and every address the name
 * resolves to must be public unicast, checked after resolution and on every redirect hop, which is
 * followed by hand. The connection goes to the address that was checked (the lookup is pinned), so a
 * name that resolves differently a moment later (DNS rebinding) cannot slip past.
 */

export class FetchFailure extends Error {
  constructor(readonly code: CalendarImportError) {
    super(code);
  }
}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /**
   * Development and tests only (the config refuses it in production): loopback, private and unique-local
   * targets are allowed. Link-local (the cloud metadata address among them), multicast and the rest never are.
   */
  allowPrivate: boolean;
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchResult =
  { kind: 'not-modified' } | { kind: 'ok'; body: string; etag: string | null; lastModified: string | null };

const MAX_REDIRECTS = 3;

/** Calendar apps hand out webcal:// addresses; they are https:// ones by another name. */
export function normaliseCalendarUrl(raw: string): string {
  return raw.trim().replace(/^webcals?:\/\//i, 'https://');
}

/** Only public unicast addresses: private, loopback, link-local, unique-local, multicast and the rest are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one it is.
  return ipaddr.process(address).range() === 'unicast';
}

const LOCAL_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

export function isAllowedAddress(address: string, allowPrivate: boolean): boolean {
  if (isPublicAddress(address)) return true;
  return allowPrivate && ipaddr.isValid(address) && LOCAL_RANGES.has(ipaddr.process(address).range());
}

function checkedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailure('FORBIDDEN_ADDRESS');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new FetchFailure('FORBIDDEN_ADDRESS');
  }
  return url;
}

/** The address to connect to: a literal one as is, a name through DNS; all its addresses must pass. */
async function resolveChecked(url: URL, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new FetchFailure('UNREACHABLE');
    }
  }
  if (!addresses.length) throw new FetchFailure('UNREACHABLE');
  if (!addresses.every((a) => isAllowedAddress(a.address, allowPrivate))) {
    throw new FetchFailure('FORBIDDEN_ADDRESS');
  }
  return addresses[0]!;
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer | null;
}

function requestOnce(
  url: URL,
  target: { address: string; family: number },
  headers: Record<string, string>,
  opts: FetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers, lookup: pinned, signal }, (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200) {
        res.resume();
        resolve({ status, headers: res.headers, body: null });
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > opts.maxBytes) {
        res.destroy();
        reject(new FetchFailure('TOO_LARGE'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Counted as it arrives: a server that lies about (or omits) its length is cut off here.
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new FetchFailure('TOO_LARGE'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', () => reject(new FetchFailure(signal.aborted ? 'TIMEOUT' : 'UNREACHABLE')));
    });
    req.on('error', (err) =>
      reject(
        err instanceof FetchFailure ? err : new FetchFailure(signal.aborted ? 'TIMEOUT' : 'UNREACHABLE'),
      ),
    );
    req.end();
  });
}

const header = (h: http.IncomingHttpHeaders, name: string) => {
  const v = h[name];
  return typeof v === 'string' ? v : null;
};

/** GETs a calendar within the options' limits; a failure is a FetchFailure with its code. */
export async function fetchCalendar(raw: string, opts: FetchOptions): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new FetchFailure('TIMEOUT')), { once: true }),
  );
  timedOut.catch(() => undefined);
  try {
    let url = checkedUrl(normaliseCalendarUrl(raw));
    for (let hop = 0; ; hop++) {
      const target = await Promise.race([resolveChecked(url, opts.allowPrivate), timedOut]);
      const headers: Record<string, string> = {
        accept: 'text/calendar, */*;q=0.5',
        'accept-encoding': 'identity',
        'user-agent': 'Festalocation-Calendar/1.0',
        ...(opts.etag ? { 'if-none-match': opts.etag } : {}),
        ...(opts.lastModified ? { 'if-modified-since': opts.lastModified } : {}),
      };
      const res = await Promise.race([requestOnce(url, target, headers, opts, controller.signal), timedOut]);
      if (res.status === 304) return { kind: 'not-modified' };
      if ([301, 302, 303, 307, 308].includes(res.status)) {
        const location = header(res.headers, 'location');
        if (!location) throw new FetchFailure('HTTP_STATUS');
        if (hop >= MAX_REDIRECTS) throw new FetchFailure('TOO_MANY_REDIRECTS');
        // Each hop is checked like the first: scheme, credentials, then its resolved addresses.
        url = checkedUrl(new URL(location, url).toString());
        continue;
      }
      if (res.status !== 200 || !res.body) throw new FetchFailure('HTTP_STATUS');
      return {
        kind: 'ok',
        body: res.body.toString('utf8'),
        etag: header(res.headers, 'etag'),
        lastModified: header(res.headers, 'last-modified'),
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
