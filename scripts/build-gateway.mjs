// The gateway for production: one ES module with the project's own code (gateway and the @festalocation/domain
// workspace, which ships TypeScript sources) compiled and bundled, and every other npm package left to
// node_modules. Node then runs plain JavaScript: no TypeScript loader at start-up or in memory, and none
// of the name-keeping wrappers tsx adds around every function. Used by `npm run build`, `npm test` (the e2e journeys run this bundle) and the benches.
//
// The local stand-ins (packages/*: Stripe, social sign-in) are development workspaces, npm packages like any other to
// this bundle: the gateway imports them dynamically and only outside production, so their code is never
// in dist/gateway. They are compiled here too, each into its own package's dist/, for the bundle to load
// when `npm start` or the tests run it with no provider keys; the image leaves them out (Dockerfile).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const GATEWAY_BUNDLE = 'dist/gateway/main.js';
/** The development stand-ins' entry points and the JavaScript their package.json `default` export names. */
export const STANDIN_BUILDS = [
  { entry: 'packages/stripe-standin/src/index.ts', outfile: 'packages/stripe-standin/dist/index.js' },
  { entry: 'packages/social-standin/src/index.ts', outfile: 'packages/social-standin/dist/index.js' },
];

/**
 * The command-line entries the image runs beside the gateway, bundled like it (the image has no TypeScript
 * loader or sources): the one-shot migration step and `admin:create`.
 */
export const CLI_BUILDS = [
  { entry: 'gateway/src/db/migrate-cli.ts', outfile: 'dist/gateway/migrate.js' },
  { entry: 'gateway/src/admin-cli.ts', outfile: 'dist/gateway/admin.js' },
];

/** Node's arguments to run the bundle as `npm run serve` and the Docker image do. */
export const serveArgs = (bundle = GATEWAY_BUNDLE) => ['--enable-source-maps', bundle];

/** The workspaces that are the project's own source (TypeScript, no build of their own): bundled, not imported. */
export const BUNDLED_WORKSPACES = ['@festalocation/domain'];

/**
 * esbuild's `packages: 'external'`, except for the workspaces above: their package.json exports name
 * TypeScript files that Node could not load from node_modules at run time.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, ({ path: spec }) =>
      BUNDLED_WORKSPACES.some((name) => spec === name || spec.startsWith(`${name}/`))
        ? undefined
        : { path: spec, external: true },
    );
  },
};

/** esbuild's options for the production bundle (the bundle test builds with these too). */
export const gatewayBuildOptions = (root) => ({
  absWorkingDir: root,
  entryPoints: ['gateway/src/main.ts'],
  outfile: GATEWAY_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: 'warning',
});

const entryBuild = (root, { entry, outfile }) =>
  build({ ...gatewayBuildOptions(root), entryPoints: [entry], outfile });

export async function buildGateway(root = path.resolve(import.meta.dirname, '..')) {
  await Promise.all([
    build(gatewayBuildOptions(root)),
    ...[...CLI_BUILDS, ...STANDIN_BUILDS].map((s) => entryBuild(root, s)),
  ]);
  return path.join(root, GATEWAY_BUNDLE);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildGateway();
