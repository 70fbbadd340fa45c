import type { Config } from '../config.js';
import { isEmpty, type Database } from '../db/client.js';

/** What the gateway seeds when it starts. */
export async function seedOnStart(
  database: Database,
  config: Pick<Config, 'SEED_ON_EMPTY' | 'NODE_ENV' | 'MEDIA_DIR'>,
  log: (msg: string, data?: Record<string, unknown>) => void,
): Promise<void> {
  if (config.SEED_ON_EMPTY && (await isEmpty(database))) {
    const seedStart = Date.now();
    const { seed, seedCities } = await import('./index.js');
    await seedCities(database.db);
    const summary = await seed(database.db, { mediaDir: config.MEDIA_DIR, log: (m: string) => log(m) });
    log('demo data seeded', { ...summary, ms: Date.now() - seedStart });
  }
}
