// `npm test`: every gate CI runs, stopping at the first red one. Steps that do not depend on each other run
// side by side: the builds then the Chromium journeys on one lane, the checks then the unit and integration
// tests on the other, in the background (TEST_PARALLEL=false: one after the other).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const ci = process.env.CI === 'true';
const t0 = Date.now();
const children = new Set();

/** Runs a command; its output is shown as it comes (`live`) or at its end, so parallel steps do not mix. */
function run(label, cmd, args, { live = false, prefix = '', env = {}, background = false } = {}) {
  const start = Date.now();
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    // A background step runs at a lower CPU priority (nice 10, its children too): it takes mostly what the
    // journeys leave idle, so their gateway and Chromium answer nearly as fast as on a machine of their own.
    // Not the lowest (19): a test with a timeout of its own must still get some time when the journeys are
    // at their busiest.
    const [file, argv] = background ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
      env: { ...process.env, ...env },
    });
    children.add(child);
    let held = '';
    let partial = '';
    const take = (chunk) => {
      const text = chunk.toString();
      if (!live) {
        held += text;
        return;
      }
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      children.delete(child);
      if (partial) process.stdout.write(`${prefix}${partial}\n`);
      if (held) process.stdout.write(held.endsWith('\n') ? held : `${held}\n`);
      const secs = ((Date.now() - start) / 1000).toFixed(1);
      if (code === 0) console.log(`✔ ${label} (${secs}s)`);
      else console.error(`✖ ${label} failed after ${secs}s`);
      resolve(code ?? 1);
    });
  });
}

/** Stops everything still running and exits with the first red step's status. */
function fail(code) {
  for (const child of children) child.kill('SIGTERM');
  console.log(`\nnpm test took ${((Date.now() - t0) / 1000).toFixed(0)}s`);
  process.exit(code || 1);
}

const npx = (label, ...args) => run(label, 'npx', ['--no-install', ...args]);
/** The same, in the background (see `run`). */
const npxBackground = (label, ...args) => run(label, 'npx', ['--no-install', ...args], { background: true });
const gate = async (step) => {
  const code = await step;
  if (code !== 0) fail(code);
};
/** Steps one after another, stopping at the first red one. */
const chain = async (...steps) => {
  for (const step of steps) await gate(step());
};

await gate(npx('codegen', 'graphql-codegen', '--config', 'codegen.ts', '--silent'));
if (ci || process.env.CHECK_GENERATED === 'true') {
  // Generated files are committed: a stale or hand-edited one differs from a fresh generation.
  await gate(
    run('generated files are current', 'git', [
      'diff',
      '--exit-code',
      '--stat',
      '--',
      'gateway/src/generated',
      'client/src/gql',
    ]),
  );
}

const checks = [
  () => npxBackground('typecheck', 'tsc', '-b'),
  () => npxBackground('format', 'prettier', '--check', '.', '--log-level', 'warn'),
  () => npxBackground('migrations match the schema', 'drizzle-kit', 'check'),
  () => npxBackground('lint', 'eslint', '.', '--max-warnings=0'),
];
const builds = [
  () => npx('build client', 'vite', 'build', '--logLevel', 'warn'),
  () =>
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
    ),
  () => run('build gateway', process.execPath, ['scripts/build-gateway.mjs']),
];

fs.mkdirSync('test-results', { recursive: true });
const suites = [
  { name: 'e2e', projects: ['e2e'] },
  { name: 'unit+gateway', projects: ['domain', 'client', 'gateway'] },
];
const vitest = (suite, env = {}, background = false) =>
  run(
    `vitest ${suite.projects.join(', ')}`,
    'npx',
    [
      '--no-install',
      'vitest',
      'run',
      ...suite.projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=test-results/vitest-${suite.name}.json`,
    ],
    { live: true, prefix: `[${suite.name}] `, env, background },
  );
const codes = [];
if (process.env.TEST_PARALLEL === 'false') {
  // Two steps at most at a time, the suites one after the other: for telling a slow step from a starved one.
  await Promise.all([chain(...checks), chain(...builds)]);
  for (const suite of suites) codes.push(await vitest(suite));
} else {
  // Two lanes. The journeys are the longest step and need only the builds, so they start as soon as the
  // builds are done; the checks, then the unit and integration tests (which need only codegen), run on the
  // other lane in the background (`run`). The journeys wait on their gateway and Chromium and leave about
  // half the machine idle: the other lane fills that, at a priority that seldom delays a journey's step
  // (beside them at equal priority, the journeys took twice as long as alone, and the whole run 27 minutes).
  // Nothing is shared: the journeys have a gateway and a database of their own (e2e/global-setup.ts), the
  // integration tests the test database and a bundle of their own (gateway/src/test/process.ts).
  const lane = async (steps, suite, background) => {
    await chain(...steps);
    return vitest(suite, {}, background);
  };
  codes.push(...(await Promise.all([lane(builds, suites[0], false), lane(checks, suites[1], true)])));
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const projects = new Map();
let reports = 0;
for (const suite of suites) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(`test-results/vitest-${suite.name}.json`, 'utf8'));
  } catch {
    continue; // no report: vitest crashed before writing it
  }
  reports++;
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults) {
    const project = file.name.slice(process.cwd().length + 1).split('/')[0];
    const p = projects.get(project) ?? { files: 0, summed: 0, first: Infinity, last: 0 };
    p.files++;
    p.summed += file.endTime - file.startTime;
    p.first = Math.min(p.first, file.startTime);
    p.last = Math.max(p.last, file.endTime);
    projects.set(project, p);
  }
}
console.log(`\nnpm test took ${((Date.now() - t0) / 1000).toFixed(0)}s`);
for (const [project, p] of projects) {
  console.log(
    `  ${project}: ${p.files} files, ${(p.summed / 1000).toFixed(0)}s summed file time, ` +
      `${((p.last - p.first) / 1000).toFixed(0)}s from first file start to last file end`,
  );
}
if (reports) console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(codes.find((c) => c !== 0) ?? (reports === suites.length ? 0 : 1));
