import { describe, expect, it, inject } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from './client.js';
import { seed, seedCities } from '../seed/index.js';

async function migrateAndSeedTwice(opts: { url?: string; pgliteDir?: string }) {
  const database = await openDatabase(opts);
  try {
    await migrateDatabase(database);
    await migrateDatabase(database); // idempotent
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-media-'));
    await seedCities(database.db);
    const first = await seed(database.db, { mediaDir });
    const second = await seed(database.db, { mediaDir });
    const res = await database.db.execute<{ n: number; cities: number }>(
      sql`select count(*)::int as n, count(distinct city)::int as cities from locations where is_public`,
    );
    // The demo guest can write a review at once: a confirmed request whose party is over, to a public
    // location, not reviewed yet (the demo and the end-to-end tests rely on it).
    const reviewable = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from quote_requests q join users u on u.id = q.user_id
          join locations l on l.id = q.location_id
          where u.email = 'ospite@festalocation.it' and q.status = 'CONFIRMED' and q.date < current_date
            and l.is_public and not exists (select 1 from reviews r where r.quote_request_id = q.id)`,
    );
    return {
      first,
      second,
      row: res.rows[0]!,
      database: database.kind,
      reviewable: reviewable.rows[0]!.n,
    };
  } finally {
    await database.close();
  }
}

describe('migrations and seed', () => {
  it('run on embedded PGlite, and a second run changes nothing', async () => {
    const r = await migrateAndSeedTwice({ pgliteDir: 'memory://' });
    expect(r.database).toBe('pglite');
    expect(r.row.n).toBeGreaterThanOrEqual(60);
    expect(r.row.cities).toBeGreaterThanOrEqual(12);
    expect(r.second.locations).toBe(r.first.locations);
    expect(r.reviewable).toBe(1);
  }, 180_000);

  it('run on PostgreSQL', async (ctx) => {
    const url = inject('testDatabaseUrl');
    if (!url) {
      console.warn('[db.test] no PostgreSQL for this run: the PostgreSQL half is skipped');
      ctx.skip();
      return;
    }
    // A database of its own, so the shared test database stays free of demo data.
    const admin = await openDatabase({ url });
    const name = `festa_seed_${Date.now()}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const own = new URL(url);
    own.pathname = `/${name}`;
    try {
      const r = await migrateAndSeedTwice({ url: own.toString() });
      expect(r.database).toBe('postgres');
      expect(r.row.n).toBeGreaterThanOrEqual(60);
      expect(r.row.cities).toBeGreaterThanOrEqual(12);
      expect(r.reviewable).toBe(1);
    } finally {
      const again = await openDatabase({ url });
      await again.db.execute(sql.raw(`drop database if exists ${name}`));
      await again.close();
    }
  }, 180_000);
});

describe('migrating from several processes at once', () => {
  it('applies each migration once: the others wait and find nothing left to do', async (ctx) => {
    const url = inject('testDatabaseUrl');
    if (!url) {
      ctx.skip();
      return;
    }
    const admin = await openDatabase({ url });
    const name = `festa_migrate_${Date.now()}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const own = new URL(url);
    own.pathname = `/${name}`;
    // Three gateways and the one-shot step starting together on an empty database.
    const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: own.toString() })));
    try {
      const outcomes = await Promise.allSettled(databases.map((d) => migrateDatabase(d)));
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
      const applied = await databases[0]!.db.execute<{ n: number; hashes: number }>(
        sql`select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      const again = await openDatabase({ url });
      await again.db.execute(sql.raw(`drop database if exists ${name}`));
      await again.close();
    }
  }, 120_000);
});
