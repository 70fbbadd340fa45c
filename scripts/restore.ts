// `npm run restore -- <backup directory>`, with the environment of the gateway that will run on it:
// DATABASE_URL must name an empty database (createdb), MEDIA_DIR receives the media folder, and with
// MEDIA_STORE=s3 the bucket receives the backed-up objects. Then every table's row count is compared with the
// backup's manifest: any difference fails the restore. See docs/operations.md.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createMediaStore } from '../gateway/src/modules/media/serve.js';
import {
  backupConfig,
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

const dir = process.argv[2];
if (!dir || !fs.existsSync(path.join(dir, MANIFEST))) {
  console.error('usage: npm run restore -- <backup directory (the one holding manifest.json)>');
  process.exit(2);
}
const config = backupConfig();
const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;

const client = new pg.Client({ connectionString: config.DATABASE_URL });
await client.connect();
try {
  // Restoring over live data would mix two states of the marketplace: only into a fresh database.
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from information_schema.tables
     where table_schema not in ('pg_catalog', 'information_schema')`,
  );
  if (Number(rows[0]!.n) > 0) {
    console.error(
      `The database of DATABASE_URL is not empty (${rows[0]!.n} tables): restore into a new one (createdb) ` +
        'and point the gateways at it once the restore has passed.',
    );
    process.exit(1);
  }
  const { dbname, env } = pgConnection(config.DATABASE_URL);
  // One transaction, stopping at the first error: a restore either completes or leaves the database empty.
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      path.join(dir, DATABASE_FILE),
    ],
    env,
  );
  const restored = await countRows(client);
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored)]);
  const differences = [...names]
    .filter((t) => manifest.tables[t] !== restored[t])
    .map(
      (t) => `  ${t}: ${manifest.tables[t] ?? 'absent'} in the backup, ${restored[t] ?? 'absent'} restored`,
    );
  if (differences.length) {
    console.error(`The restored database differs from the backup:\n${differences.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `database restored: ${names.size} tables, ${totalRows(restored)} rows, as many as the backup took`,
  );
} finally {
  await client.end();
}

if (manifest.mediaFiles) {
  // Upload names are never reused, so extracting over a folder that already has files overwrites nothing.
  const mediaDir = path.resolve(config.MEDIA_DIR);
  fs.mkdirSync(mediaDir, { recursive: true });
  await run('tar', ['-xzf', path.join(dir, MEDIA_FILE), '-C', mediaDir]);
  const files = fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile()).length;
  if (files < manifest.mediaFiles) {
    console.error(`MEDIA_DIR has ${files} files after the restore, the backup had ${manifest.mediaFiles}`);
    process.exit(1);
  }
  console.log(`media folder restored: ${manifest.mediaFiles} files into ${mediaDir}`);
}

if (manifest.bucket?.length) {
  if (config.MEDIA_STORE !== 's3') {
    console.error(
      'The backup holds bucket objects: set MEDIA_STORE=s3 and the S3_* variables to restore them.',
    );
    process.exit(1);
  }
  const store = createMediaStore(config);
  for (const object of manifest.bucket)
    await store.put(object.key, fs.readFileSync(path.join(dir, BUCKET_DIR, object.key)), object.contentType);
  console.log(`bucket restored: ${manifest.bucket.length} objects into ${config.S3_BUCKET}`);
}
