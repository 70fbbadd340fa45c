import path from 'node:path';
import fs from 'node:fs';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Logger } from 'pino';
import { PROJECT_ROOT } from '../paths.js';
import type { Tracing } from '../observability/tracing.js';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; we type against node-postgres's. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Runs a raw SQL text (used by benchmarks and tests). */
  ping(): Promise<boolean>;
  /** The pool's connections (PostgreSQL only): open, idle, and queries waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'migrations');

export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string;
  logger?: Logger;
  poolSize?: number;
  /** Sees the text of every statement the query builder sends (tests count statements per request). */
  onStatement?: (sql: string) => void;
  /** Each statement a span under the request's (PostgreSQL only). */
  tracing?: Pick<Tracing, 'instrumentClient'>;
}) {
  if (opts.url) return openPostgres(opts.url, opts);
  return openPglite(opts.pgliteDir ?? './.data/pglite', opts.onStatement);
}

const statementLogger = (onStatement?: (sql: string) => void) =>
  onStatement ? { logQuery: (query: string) => onStatement(query) } : undefined;

function openPostgres(
  url: string,
  opts: {
    logger?: Logger;
    poolSize?: number;
    onStatement?: (sql: string) => void;
    tracing?: Pick<Tracing, 'instrumentClient'>;
  },
): Database {
  const { logger, poolSize = 10, onStatement, tracing } = opts;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // An unreachable server fails the request (retryable error) instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'postgres idle connection lost'));
  // Nor may a checked-out one: the pool listens only while a client is idle, and a connection that drops
  // between two statements of a transaction emits 'error' with nobody listening, which kills the process.
  // The statement waiting on it fails on its own; the pool discards the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => logger?.warn({ err: err.message }, 'postgres connection lost'));
    // Before the pool hands the new client out: pool.query() and transactions both run on a client.
    tracing?.instrumentClient(client);
  });
  const db = drizzlePg(pool, { schema, logger: statementLogger(onStatement) });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string, onStatement?: (sql: string) => void): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = dir === 'memory://' ? dir : path.resolve(dir);
  if (dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzle(client, { schema, logger: statementLogger(onStatement) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

/** The advisory lock every migrating process takes (any fixed number no other lock uses). */
const MIGRATION_LOCK = 7_311_033;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // Gateways starting together and the one-shot migration step may migrate at once: drizzle reads the
    // last applied migration before its transaction, so two could apply the same one. One migrates at a
    // time on one connection holding the lock; the others then find nothing left to apply.
    // drizzle keeps the pool it was given as `$client` (its type names only the query builder).
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } catch (err) {
      broken = true; // closing the connection releases the lock
      throw err;
    } finally {
      client.release(broken);
    }
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The PGlite migrator takes its own database type; the object is the same at run time.
  await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
}

export async function isEmpty(database: Database): Promise<boolean> {
  const rows = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return (rows.rows[0]?.n ?? 0) === 0;
}
