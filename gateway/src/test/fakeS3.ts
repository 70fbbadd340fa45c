import { createHash } from 'node:crypto';
import http from 'node:http';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

export const FAKE_S3_CREDENTIALS = {
  accessKeyId: 'festa-test',
  secretAccessKey: 'festa-test-secret-key',
  region: 'eu-south-1',
};

/** One request as the fake received it, for tests that check what the store sent. */
export interface FakeS3Request {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

const signer = new SignatureV4({
  credentials: FAKE_S3_CREDENTIALS,
  region: FAKE_S3_CREDENTIALS.region,
  service: 's3',
  sha256: Hash.bind(null, 'sha256'),
  // S3 signs the path as sent, without encoding it a second time.
  uriEscapePath: false,
});

/**
 * Signs again, with the fake's own credentials, exactly the headers the request says it signed: a
 * different key, region, date, path, query, header value or body hash gives another signature.
 */
async function expectedAuthorization(req: http.IncomingMessage, url: URL): Promise<string | undefined> {
  const auth = String(req.headers.authorization ?? '');
  const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  const headers = Object.fromEntries(signedNames.map((h) => [h, String(req.headers[h] ?? '')]));
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const when = amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
  if (!signedNames.includes('host') || when === amzDate) return undefined;
  const signed = await signer.sign(
    {
      method: req.method!,
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
    },
    { signingDate: new Date(when) },
  );
  return signed.headers.authorization;
}

/**
 * A stand-in for an S3-compatible server (MinIO's path-style API), enough for the media store: PUT, GET,
 * HEAD, DELETE and ListObjectsV2 over one bucket, refusing any request whose Signature V4 does not verify
 * or whose body does not match the hash it signed.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string; cacheControl?: string; modified: Date }>();
  const requests: FakeS3Request[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    requests.push({
      method: req.method!,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    const auth = String(req.headers.authorization ?? '');
    if (!auth || (await expectedAuthorization(req, url)) !== auth)
      return res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    const bodyHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (bodyHash !== createHash('sha256').update(body).digest('hex'))
      return res.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
    const [, b, ...rest] = url.pathname.split('/');
    if (b !== bucket) return res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
    const key = rest.map(decodeURIComponent).join('/');
    const object = objects.get(key);
    if (req.method === 'PUT') {
      objects.set(key, {
        body,
        type: String(req.headers['content-type']),
        cacheControl: req.headers['cache-control'],
        modified: new Date(),
      });
      return res.writeHead(200).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    if (!key && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      // Two keys a page, so the continuation token is exercised.
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const from = Number(url.searchParams.get('continuation-token') ?? 0);
      const page = keys.slice(from, from + 2);
      const more = from + 2 < keys.length;
      const items = page
        .map(
          (k) =>
            `<Contents><Key>${k}</Key><LastModified>${objects.get(k)!.modified.toISOString()}</LastModified></Contents>`,
        )
        .join('');
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><ListBucketResult>${items}<IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${from + 2}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
    }
    if (!object) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
    return res.end(req.method === 'HEAD' ? undefined : object.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
