import { migrateDatabase, openDatabase } from './client.js';

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR ?? './.data/pglite',
});
await migrateDatabase(database);
console.log(`migrations applied (${database.kind})`);
await database.close();
