import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizeForSearch } from '../../../../domain/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation } from '../../test/factories.js';
import { mayBeSimilar } from './service.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const STEMS = [
  'Villa Aurora',
  'Villa Auròra dei Colli',
  'Vila Aurora',
  'Aurora',
  'Cascina Belvedere',
  'Belvedere sul Lago',
  'Terrazza Navigli',
  'Sala Verde',
  'Tenuta San Marco',
  'Castello dei Colli',
  "L'Osteria dell'Angolo",
  'Agriturismo Il Poggio',
  'Lido Azzurro',
  'Loft 23',
  'Ca',
  'Ristorante Da Mario e Figli, Cucina Tipica Romagnola',
];

/** Names and queries near each other: typos, cut words, swapped words, extra words, numbers. */
function variants(stem: string): string[] {
  const words = stem.split(' ');
  return [
    stem,
    stem.toLowerCase(),
    stem.slice(1),
    stem.slice(0, -2),
    stem.replace(/a/g, 'e'),
    stem.replace(/l/, 'll'),
    words.reverse().join(' '),
    words[0] ?? stem,
    `${stem} ${stem.length * 37}`,
    `Nuova ${stem}`,
  ];
}

describe('name trigram bound (migrations name_trigram_signature and name_trigram_count)', () => {
  it("never rules out a name pg_trgm's % would match, for near-threshold names and queries", async () => {
    const names = [...new Set(STEMS.flatMap(variants).map(normalizeForSearch))];
    const queries = [...new Set([...STEMS.flatMap(variants), 'aurora', 'belvedere', 'x'])].map(
      normalizeForSearch,
    );
    const { rows } = await gw.database.db.execute<{
      pairs: number;
      matches: number;
      missed: string[] | null;
      skipped: number;
    }>(sql`
      select count(*)::int pairs,
             count(*) filter (where n % q)::int matches,
             array_agg(n || ' ~ ' || q) filter (where n % q and not pass) missed,
             count(*) filter (where not pass)::int skipped
      from (
        select n, q, ${mayBeSimilar(sql`trgm_signature(n)`, sql`cardinality(show_trgm(n))`, sql`q`)} pass
        from json_array_elements_text(${JSON.stringify(names)}::json) n,
             json_array_elements_text(${JSON.stringify(queries)}::json) q
      ) x`);
    const [result] = rows;
    expect(result!.missed).toBeNull();
    // The corpus holds both sides of the threshold.
    expect(result!.matches).toBeGreaterThan(200);
    expect(result!.pairs - result!.matches).toBeGreaterThan(1000);
    // With each name's own trigram count, nearly all non-matches are skipped (98.7% of this corpus).
    expect(result!.skipped).toBeGreaterThan((result!.pairs - result!.matches) * 0.9);
  });

  it('keeps the stored signature and trigram count in step with the name', async () => {
    const db = gw.database.db;
    const location = await buildLocation(db, { name: 'Villa Aurora dei Colli' });
    await db.execute(sql`update locations set name_normalized = 'sala verde' where id = ${location.id}`);
    const { rows } = await db.execute<{ same: boolean }>(
      sql`select name_trgm_sig = trgm_signature('sala verde') and name_trgm_count = cardinality(show_trgm('sala verde')) same
          from locations where id = ${location.id}`,
    );
    expect(rows[0]!.same).toBe(true);
  });
});
