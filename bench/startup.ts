// Measures how long `npm start`'s gateway takes to answer on embedded PGlite: first start (migrate + seed)
// and a warm restart on the same data directory. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway, serveArgs } from '../scripts/build-gateway.mjs';

// The production bundle, as `npm start` and the Docker image run it (built once per run, in a second).
const gatewayArgs = buildGateway().then(serveArgs);

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-bench-startup-'));
const port = 4600 + Math.floor(Math.random() * 300);

async function startOnce(label: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PGLITE_DIR: path.join(tmp, 'pglite'),
    MEDIA_DIR: path.join(tmp, 'media'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const t0 = performance.now();
  const child = spawn(process.execPath, await gatewayArgs, {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  let ready = 0;
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (r.ok) {
        ready = performance.now() - t0;
        break;
      }
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const q = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ latestLocations(first: 10) { items { name } } }' }),
  });
  const home = performance.now() - t0;
  const data = (await q.json()) as { data?: { latestLocations: { items: unknown[] } } };
  console.log(
    `${label}: ready in ${(ready / 1000).toFixed(2)} s, first home query answered at ${(home / 1000).toFixed(2)} s (${data.data?.latestLocations.items.length ?? 0} locations)`,
  );
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

await startOnce('cold start (migrate + seed)');
await startOnce('warm restart');
fs.rmSync(tmp, { recursive: true, force: true });
