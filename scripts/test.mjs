// `npm test`: every gate CI runs, in order, stopping at the first red one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const ci = process.env.CI === 'true';
const t0 = Date.now();

function run(label, cmd, args, opts = {}) {
  const start = Date.now();
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', shell: false, ...opts });
  const secs = ((Date.now() - start) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`✖ ${label} failed after ${secs}s`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${label} (${secs}s)`);
}

const npx = (label, ...args) => run(label, 'npx', ['--no-install', ...args]);

npx('codegen', 'graphql-codegen', '--config', 'codegen.ts', '--silent');
if (ci || process.env.CHECK_GENERATED === 'true') {
  // Generated files are committed: a stale or hand-edited one differs from a fresh generation.
  run('generated files are current', 'git', [
    'diff',
    '--exit-code',
    '--stat',
    '--',
    'gateway/src/generated',
    'client/src/gql',
  ]);
}
npx('typecheck', 'tsc', '-p', 'tsconfig.json', '--noEmit');
npx('lint', 'eslint', '.', '--max-warnings=0');
npx('format', 'prettier', '--check', '.', '--log-level', 'warn');
npx('migrations match the schema', 'drizzle-kit', 'check');
npx('build client', 'vite', 'build', '--logLevel', 'warn');
npx(
  'build server renderer',
  'vite',
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  '../dist/server',
  '--logLevel',
  'warn',
);

run('build gateway', process.execPath, ['scripts/build-gateway.mjs']);

fs.mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const res = spawnSync(
  'npx',
  ['--no-install', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    stdio: 'inherit',
  },
);
let summary = null;
try {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  summary = {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
} catch {
  // no report: vitest crashed before writing it
}
console.log(`\nnpm test took ${((Date.now() - t0) / 1000).toFixed(0)}s`);
if (summary) console.log(`${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(res.status ?? 1);
