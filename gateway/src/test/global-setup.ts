import type { TestProject } from 'vitest/node';
import { chooseTestDatabase, describeChoice } from './database.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { seedCities } from '../seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const choice = await chooseTestDatabase();
  console.log(`[gateway tests] database: ${describeChoice(choice)}`);
  if (choice.kind === 'postgres') {
    const database = await openDatabase({ url: choice.url });
    await migrateDatabase(database);
    await seedCities(database.db);
    await database.close();
    project.provide('testDatabaseUrl', choice.url);
    return () => choice.stop();
  }
  project.provide('testDatabaseUrl', null);
  return undefined;
}
