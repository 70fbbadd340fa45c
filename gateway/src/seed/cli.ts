import { migrateDatabase, openDatabase } from '../db/client.js';
import { seed, seedCities } from './index.js';

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
