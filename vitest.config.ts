import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

// The gateway's code must see the one graphql module its dependencies get from Node (the CommonJS build,
// graphql has no export map), as in production: vite would otherwise give source files the ESM build, and
// Apollo's `instanceof GraphQLError` would not recognise the errors gateway code creates (jit.ts rebuilds
// graphql-jit's errors as graphql's own).
const nodeGraphql = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), which runs every file one after another.
    // Gateway files spend most of their time waiting on PostgreSQL and their own HTTP round trips, so two
    // files side by side (each on its worker's copy of the database, gateway/src/test/workerDatabase.ts) use
    // the cores far better; VITEST_MAX_WORKERS sets another count.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
          // A form test types and clicks through react-aria in jsdom: seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: nodeGraphql,
        test: {
          name: 'gateway',
          include: ['gateway/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['gateway/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: nodeGraphql,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
