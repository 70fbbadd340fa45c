import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.js';
import { freePort } from './cluster.js';
import { buildGateway, serveArgs } from '../../../scripts/build-gateway.mjs';

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
 * The gateway as production runs it (`node dist/gateway/main.js`, bundled once per test file), in a
 * process of its own, so a test can watch it crash, signal it and read its exit code.
 */
export async function spawnGateway(env: Record<string, string>): Promise<GatewayProcess> {
  bundle ??= buildGateway(PROJECT_ROOT);
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
