import type * as S3 from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { MediaStore } from './store.js';

export interface S3Options {
  /** Base URL of the service, e.g. `http://minio:9000`; objects are addressed path-style (`/<bucket>/<key>`), as MinIO expects. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A missing key reads as "none" (get, exists) or as done (delete); any other failure is thrown. */
const isMissing = (e: unknown) => {
  const { name, $metadata } = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return $metadata?.httpStatusCode === 404 || name === 'NoSuchKey' || name === 'NotFound';
};

/** An S3-compatible bucket (AWS, MinIO, Ceph, R2) through the AWS SDK. */
export function createS3Store(opts: S3Options): MediaStore {
  // The SDK is loaded on first use: a gateway on the local store never pays for it at start-up.
  let connected: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: opts.endpoint,
        region: opts.region,
        credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
        forcePathStyle: true,
        // Checksums only where S3 demands them: the SDK's default CRC headers are refused by some
        // S3-compatible servers (older MinIO and Ceph releases), and every body here is signed anyway.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = opts.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Also right when the bucket is served straight by a CDN: upload names are never reused.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        // In Node the SDK's body is the HTTP response itself, a Readable.
        return { body: res.Body as Readable, size: res.ContentLength, contentType: res.ContentType };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (e) {
        if (!isMissing(e)) throw e;
      }
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key && item.LastModified) yield { key: item.Key, modifiedAt: item.LastModified };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
