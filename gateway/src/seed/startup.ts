import type { Config } from '../config.js';
import { isEmpty, type Database } from '../db/client.js';

/**
 * What the gateway seeds when it starts (SEED_ON_EMPTY). Production gets the reference data (comuni and
 * the catalogue) and never a user: the demo accounts' passwords are public. Elsewhere an empty database
 * gets the whole demo marketplace.
 */
export async function seedOnStart(
  database: Database,
  config: Pick<Config, 'SEED_ON_EMPTY' | 'NODE_ENV' | 'MEDIA_DIR'>,
  log: (msg: string, data?: Record<string, unknown>) => void,
): Promise<void> {
  if (!config.SEED_ON_EMPTY) return;
  const started = Date.now();
  const { seed, seedCatalogue, seedCities } = await import('./index.js');
  if (config.NODE_ENV === 'production') {
    const cities = await seedCities(database.db);
    await database.db.transaction((tx) => seedCatalogue(tx));
    log('reference data ready', { cities, ms: Date.now() - started });
    return;
  }
  if (!(await isEmpty(database))) return;
  await seedCities(database.db);
  const summary = await seed(database.db, { mediaDir: config.MEDIA_DIR, log: (m: string) => log(m) });
  log('demo data seeded', { ...summary, ms: Date.now() - started });
}
