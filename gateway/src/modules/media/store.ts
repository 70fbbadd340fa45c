import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';

/** One stored object as listed: its key (`uploads/<user>/<file>`) and when it was last written. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded images live. Keys are relative paths under `/media` (`uploads/<user id>/<file>.webp`);
 * callers only ever build them from `urls.ts`, so no key carries a dot segment or a separator of its own.
 * The local folder suits one gateway process; several processes share an S3-compatible bucket instead.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size?: number; contentType?: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error: two sweeps may race on one file. */
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<StoredObject>;
}

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStore(root: string): MediaStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // Keys come from our own URL builders; this guards against a future caller passing user text.
    if (!file.startsWith(base + path.sep)) throw new Error(`media key outside the store: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half an image.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        return { body: createReadStream(file), size: stat.size, contentType: 'image/webp' };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async exists(key) {
      return fs.stat(fileOf(key)).then(
        (s) => s.isFile(),
        (e: unknown) => (isMissing(e) ? false : Promise.reject(e)),
      );
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const dir = fileOf(prefix.replace(/\/+$/, '') || '.');
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((e) => {
        if (isMissing(e)) return [];
        throw e;
      });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat) yield { key: path.relative(base, file).split(path.sep).join('/'), modifiedAt: stat.mtime };
      }
    },
  };
}
