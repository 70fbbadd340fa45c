// `npm run backup -- [directory]`, with the gateway's environment (DATABASE_URL, MEDIA_DIR, MEDIA_STORE and
// the S3_* variables): writes festalocation-<UTC time>/ under the directory (BACKUP_DIR, default ./backups),
// then removes all but the newest BACKUP_KEEP (14) backups there. See docs/operations.md.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { createMediaStore } from '../gateway/src/modules/media/serve.js';
import {
  backupConfig,
  BACKUP_NAME,
  BUCKET_DIR,
  countRows,
  DATABASE_FILE,
  MANIFEST,
  MEDIA_FILE,
  pgConnection,
  run,
  totalRows,
  type Manifest,
} from './backupSet.js';

const config = backupConfig();
const root = path.resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? './backups');
const keep = Number(process.env.BACKUP_KEEP ?? 14);
if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP must be a whole number from 1');

const createdAt = new Date();
const name = `festalocation-${createdAt
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')}`;
// Written under another name and renamed when complete: an interrupted backup never looks like one.
const partial = path.join(root, `${name}.partial`);
fs.mkdirSync(partial, { recursive: true });

// The database first: a file is uploaded before any row names it, so every file this dump references is
// already in the store when the media are copied next (the sweep leaves unreferenced files a day).
const client = new pg.Client({ connectionString: config.DATABASE_URL });
await client.connect();
let tables: Record<string, number>;
try {
  // pg_dump reads the snapshot this transaction exported, and the row counts are taken in it too: the
  // manifest says exactly what the dump holds, whatever is written meanwhile.
  await client.query('begin isolation level repeatable read read only');
  const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
  const { dbname, env } = pgConnection(config.DATABASE_URL);
  const dump = run(
    'pg_dump',
    [
      '--format=custom',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${path.join(partial, DATABASE_FILE)}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
  [tables] = await Promise.all([countRows(client), dump]);
  await client.query('commit');
} finally {
  await client.end();
}

const mediaDir = path.resolve(config.MEDIA_DIR);
const mediaFiles = fs.existsSync(mediaDir)
  ? fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length
  : 0;
if (mediaFiles) await run('tar', ['-czf', path.join(partial, MEDIA_FILE), '-C', mediaDir, '.']);

let bucket: Manifest['bucket'] = null;
if (config.MEDIA_STORE === 's3') {
  bucket = [];
  const store = createMediaStore(config);
  for await (const { key } of store.list('')) {
    const object = await store.get(key);
    if (!object) continue; // deleted since it was listed (the sweep)
    const file = path.join(partial, BUCKET_DIR, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(object.body, fs.createWriteStream(file));
    bucket.push({
      key,
      contentType: object.contentType ?? 'application/octet-stream',
      size: fs.statSync(file).size,
    });
  }
}

const manifest: Manifest = { version: 1, createdAt: createdAt.toISOString(), tables, mediaFiles, bucket };
fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2));
const final = path.join(root, name);
fs.renameSync(partial, final);

const older = fs
  .readdirSync(root)
  .filter((n) => BACKUP_NAME.test(n))
  .sort()
  .slice(0, -keep);
for (const n of older) fs.rmSync(path.join(root, n), { recursive: true, force: true });

const mb = (fs.statSync(path.join(final, DATABASE_FILE)).size / 1024 / 1024).toFixed(1);
console.log(
  `backup written: ${final}\n  database: ${Object.keys(tables).length} tables, ${totalRows(tables)} rows ` +
    `(${mb} MB)\n  media folder: ${mediaFiles} files\n  bucket: ${bucket ? `${bucket.length} objects` : 'none (local store)'}` +
    (older.length ? `\n  removed ${older.length} older backup(s), keeping ${keep}` : ''),
);
