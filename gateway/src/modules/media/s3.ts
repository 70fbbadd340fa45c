import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MediaStore, StoredObject } from './store.js';

export interface S3Options {
  /** Base URL of the service, e.g. `http://minio:9000`; objects are addressed path-style (`/<bucket>/<key>`), as MinIO expects. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as Signature V4 requires (encodeURIComponent leaves !'()* alone). */
export const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 for one request: returns the headers to send (the given ones, `host`,
 * `x-amz-date`, `x-amz-content-sha256` and `authorization`). Written here because no S3 client is among
 * the project's dependencies and the five calls the store makes need nothing more.
 */
export function signV4(
  req: { method: string; url: URL; headers?: Record<string, string>; payloadHash: string },
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
  now: Date = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: req.url.host,
    'x-amz-content-sha256': req.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const query = [...req.url.searchParams.entries()]
    .map(([k, v]) => `${encodeRfc3986(k)}=${encodeRfc3986(v)}`)
    .sort()
    .join('&');
  const canonical = [
    req.method,
    req.url.pathname,
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region),
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

const xmlText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const tag = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];

/** An S3-compatible bucket (AWS, MinIO, Ceph, R2) through its REST API with `fetch`. */
export function createS3Store(opts: S3Options): MediaStore {
  const base = opts.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string, query: Record<string, string> = {}) => {
    const path = key ? `/${key.split('/').map(encodeRfc3986).join('/')}` : '';
    const url = new URL(`${base}/${encodeRfc3986(opts.bucket)}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url;
  };
  const send = async (
    method: string,
    url: URL,
    body?: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Response> => {
    const headers = signV4(
      { method, url, headers: extra, payloadHash: body ? sha256(body) : EMPTY_SHA256 },
      opts,
    );
    const res = await fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    if (res.ok || res.status === 404) return res;
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${method} ${url.pathname}: ${res.status} ${tag(text, 'Code') ?? ''}`.trim());
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await send('PUT', urlOf(key), body, {
        'content-type': contentType,
        // Also right when the bucket is served straight by a CDN: upload names are never reused.
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
    async get(key) {
      const res = await send('GET', urlOf(key));
      if (res.status === 404 || !res.body) return null;
      const size = Number(res.headers.get('content-length'));
      return {
        body: Readable.fromWeb(res.body as never),
        size: Number.isFinite(size) ? size : undefined,
        contentType: res.headers.get('content-type') ?? undefined,
      };
    },
    async exists(key) {
      return (await send('HEAD', urlOf(key))).status !== 404;
    },
    async delete(key) {
      await send('DELETE', urlOf(key));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix };
        if (token) query['continuation-token'] = token;
        const xml = await (await send('GET', urlOf('', query))).text();
        for (const [, item] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = tag(item!, 'Key');
          const modified = tag(item!, 'LastModified');
          if (key && modified)
            yield { key: xmlText(key), modifiedAt: new Date(modified) } satisfies StoredObject;
        }
        token = tag(xml, 'IsTruncated') === 'true' ? tag(xml, 'NextContinuationToken') : undefined;
        if (token) token = xmlText(token);
      } while (token);
    },
  };
}
