// What `npm run backup` writes and `npm run restore` reads: one directory per backup, with the database in
// pg_dump's custom format, the media folder as a tarball, the bucket's objects as files, and a manifest
// holding every table's row count as the dump saw it, so a restore can prove it lost nothing.
import { spawn } from 'node:child_process';
import type pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../gateway/src/config.js';

export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = 'database.dump';
export const MEDIA_FILE = 'media.tar.gz';
export const BUCKET_DIR = 'bucket';
/** A finished backup's directory name; one still being written ends in `.partial` and is never pruned. */
export const BACKUP_NAME = /^festalocation-\d{8}T\d{6}Z$/;

export interface Manifest {
  version: 1;
  createdAt: string;
  /** `schema.table` → rows, counted in the very snapshot pg_dump dumped. */
  tables: Record<string, number>;
  /** Files in MEDIA_DIR (the seed's images, and uploads on the local store); 0 when it had none. */
  mediaFiles: number;
  /** The bucket's objects (MEDIA_STORE=s3), null on the local store. */
  bucket: { key: string; contentType: string; size: number }[] | null;
}

/** The gateway's own configuration (same variables, same defaults); only a PostgreSQL server can be dumped. */
export function backupConfig(): Config & { DATABASE_URL: string } {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
  if (!config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is not set: backups cover a PostgreSQL server (the embedded database in PGLITE_DIR is ' +
        'copied as a folder while the gateway is stopped).',
    );
    process.exit(1);
  }
  return { ...config, DATABASE_URL: config.DATABASE_URL };
}

/** Every table's row count, in the caller's transaction (and so in its snapshot). */
export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows) {
    const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[`${schema}.${name}`] = Number(result.rows[0]!.n);
  }
  return counts;
}

/**
 * pg_dump's and pg_restore's `--dbname` for the URL, with the password moved to their environment: an
 * argument is visible to every user of the machine in the process list.
 */
export function pgConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a command to its end, its output shown; rejects with its exit status. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export const totalRows = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);
