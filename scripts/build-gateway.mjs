// The gateway for production: one ES module with the project's own code (gateway and domain) compiled
// and bundled, and every npm package left to node_modules. Node then runs plain JavaScript: no
// TypeScript loader at start-up or in memory, and none of the name-keeping wrappers tsx adds around
// every function. Used by `npm run build`, `npm test` (the e2e journeys run this bundle) and the benches.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const GATEWAY_BUNDLE = 'dist/gateway/main.js';

/** Node's arguments to run the bundle as `npm run serve` and the Docker image do. */
export const serveArgs = (bundle = GATEWAY_BUNDLE) => ['--enable-source-maps', bundle];

export async function buildGateway(root = path.resolve(import.meta.dirname, '..')) {
  await build({
    absWorkingDir: root,
    entryPoints: ['gateway/src/main.ts'],
    outfile: GATEWAY_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return path.join(root, GATEWAY_BUNDLE);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildGateway();
