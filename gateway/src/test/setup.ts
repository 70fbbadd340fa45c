import { vi } from 'vitest';

// Test files share one process and one module cache per worker (`isolate: false` in vitest.config.ts:
// starting a process and loading Apollo, drizzle, pg and the AWS SDK again for each file was most of the
// gateway project's time). This file runs again before each file, so each one still starts as if alone:
// our modules are evaluated afresh (module-level state is new, and a file's `vi.mock` reaches modules an
// earlier file had loaded, as ssr.test.ts's of graphql-jit), and stubs and fake timers are undone. The
// packages in node_modules stay loaded: they are most of the cost, and what state they keep is theirs,
// not the application's.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
