import { migrateDatabase, openDatabase } from './client.js';
import { seedOnStart } from '../seed/startup.js';

// `npm run db:migrate`, and the production image's one-shot step (`node dist/gateway/migrate.js`: the
// compose `migrate` service, the Kubernetes Job) that runs before any gateway starts. In production it also
// writes the reference data every gateway would otherwise write at its start: replicas starting together on
// an empty database would each insert the catalogue, and all but one would fail.
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR ?? './.data/pglite',
});
try {
  await migrateDatabase(database);
  console.log(`migrations applied (${database.kind})`);
  if (process.env.NODE_ENV === 'production' && process.env.SEED_ON_EMPTY !== 'false') {
    await seedOnStart(database, { SEED_ON_EMPTY: true, NODE_ENV: 'production', MEDIA_DIR: '' }, (msg, data) =>
      console.log(msg, data ?? {}),
    );
  }
} finally {
  await database.close();
}
