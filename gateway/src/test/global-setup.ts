import type { TestProject } from 'vitest/node';
import { chooseTestDatabase, describeChoice } from './database.js';
import { databaseName, maintenance } from './workerDatabase.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { seedCities } from '../seed/index.js';
import { buildTestGateway } from './process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template each worker copies (workerDatabase.ts); tests never connect to it. */
    testDatabaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  // Once for the run, before files start side by side: tests that spawn the production bundle use it.
  await buildTestGateway();
  const choice = await chooseTestDatabase();
  console.log(`[gateway tests] database: ${describeChoice(choice)}`);
  if (choice.kind === 'postgres') {
    // Last run's worker copies hold last run's schema and rows.
    await dropWorkerCopies(choice.url);
    const database = await openDatabase({ url: choice.url });
    await migrateDatabase(database);
    await seedCities(database.db);
    await database.close();
    project.provide('testDatabaseUrl', choice.url);
    return async () => {
      await dropWorkerCopies(choice.url);
      await choice.stop();
    };
  }
  project.provide('testDatabaseUrl', null);
  return undefined;
}

async function dropWorkerCopies(template: string) {
  const pattern = `${databaseName(template).replace(/[\\_%]/g, '\\$&')}\\_w%`;
  const copies = await maintenance<{ datname: string }>(template, {
    text: 'select datname from pg_database where datname like $1',
    values: [pattern],
  });
  for (const { datname } of copies)
    await maintenance(template, `drop database if exists ${datname} with (force)`);
}
