import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.js';
import { freePort } from './cluster.js';
import { build } from 'esbuild';
import { gatewayBuildOptions, serveArgs, STANDIN_BUILDS } from '../../../scripts/build-gateway.mjs';

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr (pino's JSON lines, crash traces). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  alive(): boolean;
}

let bundle: Promise<string> | null = null;

/**
 * Where the tests' copy of the production bundle goes: not dist/gateway, which the journeys' gateway runs
 * from while `npm test` runs these tests beside the journeys. Inside the project, so its packages resolve.
 */
const TEST_BUNDLE = 'dist/gateway-test/main.js';

/**
 * Bundles the gateway with the production options. The local stand-ins it loads are rebuilt only when
 * older than their sources: `npm test` has just built them, and the journeys' gateway may be loading them.
 */
async function buildTestGateway(): Promise<string> {
  const options = gatewayBuildOptions(PROJECT_ROOT);
  const stale = STANDIN_BUILDS.filter((s) => !newerThanSources(s.outfile, path.dirname(s.entry)));
  await Promise.all([
    build({ ...options, outfile: TEST_BUNDLE }),
    ...stale.map((s) => build({ ...options, entryPoints: [s.entry], outfile: s.outfile })),
  ]);
  return path.join(PROJECT_ROOT, TEST_BUNDLE);
}

function newerThanSources(outfile: string, sourceDir: string): boolean {
  const built = fs.statSync(path.join(PROJECT_ROOT, outfile), { throwIfNoEntry: false });
  if (!built) return false;
  const sources = fs.readdirSync(path.join(PROJECT_ROOT, sourceDir), {
    recursive: true,
    withFileTypes: true,
  });
  return sources.every(
    (f) => !f.isFile() || fs.statSync(path.join(f.parentPath, f.name)).mtimeMs <= built.mtimeMs,
  );
}

/**
 * The gateway as production runs it (`node main.js`, bundled once per test file), in a process of its
 * own, so a test can watch it crash, signal it and read its exit code.
 */
export async function spawnGateway(env: Record<string, string>): Promise<GatewayProcess> {
  bundle ??= buildTestGateway();
  const file = await bundle;
  const port = await freePort();
  const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-client-'));
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<!doctype html><html lang="it"><body></body></html>',
  );
  const child = spawn(process.execPath, serveArgs(file), {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'info',
      CLIENT_DIST: clientDist,
      MEDIA_DIR: path.join(clientDist, 'media'),
      STRIPE_STANDIN_STATE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited while starting:\n${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway did not start in 30 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    output: () => out,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}
