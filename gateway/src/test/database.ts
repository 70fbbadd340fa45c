/**
 * Picks the test database, in the order the developers' guide sets:
 * TEST_DATABASE_URL, then a testcontainers PostgreSQL when a container engine answers, then embedded PGlite.
 */
export type TestDatabaseChoice =
  | {
      kind: 'postgres';
      url: string;
      source: 'TEST_DATABASE_URL' | 'testcontainers';
      stop: () => Promise<void>;
    }
  | { kind: 'pglite' };

export async function chooseTestDatabase(): Promise<TestDatabaseChoice> {
  if (process.env.TEST_DATABASE_URL) {
    return {
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL,
      source: 'TEST_DATABASE_URL',
      stop: async () => {},
    };
  }
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return { kind: 'pglite' };
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:16-alpine').start();
  return {
    kind: 'postgres',
    url: container.getConnectionUri(),
    source: 'testcontainers',
    stop: async () => {
      await container.stop();
    },
  };
}

export function describeChoice(choice: TestDatabaseChoice): string {
  if (choice.kind === 'pglite') return 'embedded PGlite (no TEST_DATABASE_URL, no container engine)';
  const safe = choice.url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
  return `PostgreSQL via ${choice.source} (${safe})`;
}
