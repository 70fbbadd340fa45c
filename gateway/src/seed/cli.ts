import { migrateDatabase, openDatabase } from '../db/client.js';
import { seed, seedCities } from './index.js';

// The demo accounts' passwords are public (README): never in production.
if (process.env.NODE_ENV === 'production') {
  console.error(
    'db:seed creates the demo accounts, whose passwords are public: refused with NODE_ENV=production.',
  );
  process.exit(1);
}

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR ?? './.data/pglite',
});
const t0 = Date.now();
await migrateDatabase(database);
const cities = await seedCities(database.db);
const summary = await seed(database.db, {
  mediaDir: process.env.MEDIA_DIR ?? './.data/media',
  log: console.log,
});
console.log(`seed done on ${database.kind} in ${((Date.now() - t0) / 1000).toFixed(1)} s:`, {
  ...summary,
  cities,
});
await database.close();
