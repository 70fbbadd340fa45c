import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Express } from 'express';
import type { Config } from '../../config.js';
import { createS3Store } from './s3.js';
import { createLocalStore, type MediaStore } from './store.js';
import { parseUploadKey } from './urls.js';

/** Upload names are never reused, so every file under /media may be cached for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The store MEDIA_STORE selects: the local MEDIA_DIR (one process) or an S3-compatible bucket (several). */
export function createMediaStore(config: Config): MediaStore {
  if (config.MEDIA_STORE === 's3')
    return createS3Store({
      endpoint: config.S3_ENDPOINT!,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  return createLocalStore(config.MEDIA_DIR);
}

/**
 * `GET /media/...`: uploads from the store when it is a bucket; everything else (the seed's images, and
 * uploads in the local store) from MEDIA_DIR with express's static server (ranges, ETags, 304s).
 */
export function mountMedia(app: Express, config: Config, store: MediaStore) {
  if (store.kind !== 'local')
    app.get('/media/uploads/*rest', async (req, res, next) => {
      const key = req.path.replace(/^\/media\//, '');
      // Only exact upload names reach the bucket: no other key can be asked for through this route.
      if (!parseUploadKey(key)) return next();
      try {
        const object = await store.get(key);
        if (!object) return next();
        res.set({ 'content-type': 'image/webp', 'cache-control': MEDIA_CACHE_CONTROL });
        if (object.size !== undefined) res.set('content-length', String(object.size));
        await pipeline(object.body, res);
      } catch (e) {
        next(e);
      }
    });
  app.use(
    '/media',
    express.static(path.resolve(config.MEDIA_DIR), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
}
