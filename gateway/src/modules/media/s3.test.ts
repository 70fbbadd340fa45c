import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../../test/fakeS3.js';
import { createS3Store } from './s3.js';

const BUCKET = 'festa-media';
const USER = '0b6f2a52-7c1e-4d0e-9a43-2f7f1f0d9c11';
const key = (file: string) => `uploads/${USER}/${file}`;
const collect = async <T>(items: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};
const read = async (body: AsyncIterable<Buffer | string>) =>
  Buffer.concat((await collect(body)).map((c) => Buffer.from(c)));

describe('the S3 media store', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  const storeWith = (secretAccessKey = FAKE_S3_CREDENTIALS.secretAccessKey) =>
    createS3Store({ endpoint: s3.endpoint, bucket: BUCKET, ...FAKE_S3_CREDENTIALS, secretAccessKey });
  beforeAll(async () => {
    s3 = await startFakeS3(BUCKET);
  });
  afterAll(() => s3.close());

  it('writes, reads, finds and deletes an object with signed path-style requests', async () => {
    const store = storeWith();
    const name = key('1732600000000-0a1b2c3d.webp');
    const bytes = Buffer.from('RIFF....WEBPVP8 not really an image');
    s3.requests.length = 0;
    await store.put(name, bytes, 'image/webp');

    const [put] = s3.requests;
    expect(put).toMatchObject({ method: 'PUT', path: `/${BUCKET}/${name}` });
    expect(put!.headers['content-type']).toBe('image/webp');
    expect(put!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=festa-test\/\d{8}\/eu-south-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(s3.objects.get(name)).toMatchObject({
      body: bytes,
      type: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    const object = await store.get(name);
    expect(object).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect(await read(object!.body)).toEqual(bytes);
    expect(await store.exists(name)).toBe(true);

    await store.delete(name);
    expect(s3.objects.has(name)).toBe(false);
    expect(await store.exists(name)).toBe(false);
    expect(await store.get(name)).toBeNull();
    // Two sweeps may race on one file: deleting it again is no error.
    await expect(store.delete(name)).resolves.toBeUndefined();
  });

  it('lists every object under a prefix across pages', async () => {
    const store = storeWith();
    s3.objects.clear();
    const names = [1, 2, 3, 4, 5].map((i) => key(`173260000000${i}-0a1b2c3d.webp`));
    for (const name of names) await store.put(name, Buffer.from(name), 'image/webp');
    await store.put('elsewhere/1732600000000-0a1b2c3d.webp', Buffer.from('x'), 'image/webp');

    s3.requests.length = 0;
    const listed = await collect(store.list(`uploads/${USER}/`));
    expect(listed.map((o) => o.key)).toEqual(names);
    expect(listed.every((o) => o.modifiedAt instanceof Date && !Number.isNaN(o.modifiedAt.getTime()))).toBe(
      true,
    );
    // The fake answers two keys a page: three pages, each after the first asked with the token it was given.
    expect(s3.requests.map((r) => r.query['continuation-token'])).toEqual([undefined, '2', '4']);
    expect(s3.requests.every((r) => r.query['list-type'] === '2')).toBe(true);
  });

  it('fails loudly when the bucket refuses its credentials', async () => {
    const store = storeWith('not-the-secret-key');
    const name = key('1732600000009-0a1b2c3d.webp');
    await expect(store.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.exists(name)).rejects.toThrow();
    expect(s3.objects.has(name)).toBe(false);
  });
});

describe('MEDIA_STORE=s3', () => {
  it('names every bucket setting it still needs', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_ENDPOINT: obbligatoria con MEDIA_STORE=s3\n {2}S3_ACCESS_KEY_ID: .*\n {2}S3_SECRET_ACCESS_KEY: /,
    );
    expect(loadConfig({}).MEDIA_STORE).toBe('local');
  });
});
