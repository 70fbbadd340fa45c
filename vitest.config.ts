import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

// The gateway's code must see the one graphql module its dependencies get from Node (the CommonJS build,
// graphql has no export map), as in production: vite would otherwise give source files the ESM build, and
// Apollo's `instanceof GraphQLError` would not recognise the errors gateway code creates (execution/executor.ts
// rebuilds graphql-jit's errors as graphql's own).
const nodeGraphql = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): the client's files, alone, go twice as
    // fast on two. `npm test` sets 1 while the journeys run beside these tests (scripts/test.mjs).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no module-level state: one module cache for every file of a worker.
          isolate: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file keeps a jsdom window and modules of its own (isolate, vitest's default): sharing them cut
          // the project's time by two thirds, but react-aria's and Testing Library's module state (modal
          // observers, `screen` bound to one body) let one failed file turn the files after it red.
          setupFiles: ['client/src/test/setup.ts'],
          // A form test types and clicks through react-aria in jsdom: seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: nodeGraphql,
        test: {
          name: 'gateway',
          include: ['gateway/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'deploy/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['gateway/src/test/global-setup.ts'],
          // One process and one load of Apollo, drizzle, pg and the AWS SDK per worker rather than per file;
          // gateway/src/test/setup.ts gives each file fresh modules of our own.
          isolate: false,
          setupFiles: ['gateway/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The files share the test database (sign-in limits, counts, feeds): one at a time. Vitest runs
          // projects of different worker counts in groups one after the other: after domain and client.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: nodeGraphql,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // Two journeys and the unit tests share two cores: a long journey (host-listing: 50 s alone) needs
          // room beside the others.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time by default: on this 2-core machine two journeys at once, beside the unit tests,
          // made the whole run slower (every step starved). E2E_WORKERS=2 runs two, each worker against a
          // product of its own (e2e/global-setup.ts), for a machine with cores to spare.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
