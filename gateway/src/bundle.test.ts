import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { gatewayBuildOptions, STANDIN_BUILDS } from '../../scripts/build-gateway.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STANDIN_PACKAGES = ['@festalocation/stripe-standin', '@festalocation/social-standin'];
/** Strings only the stand-ins' code holds: default keys, start-up log lines, the look-alike SDKs' popup. */
const STANDIN_MARKERS = [
  'sk_test_standin_local',
  'Stripe stand-in listening',
  'social sign-in stand-in running',
  'function standInPopup(',
];

async function bundle(options: BuildOptions) {
  const result = await build({
    ...options,
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return { text: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs), output: output! };
}

describe('the production gateway bundle', () => {
  it('holds none of the development stand-ins and loads them only by a dynamic import', async () => {
    const gateway = await bundle(gatewayBuildOptions(ROOT));
    expect(gateway.inputs).toContain('gateway/src/modules/billing/provider.ts');
    expect(gateway.inputs.filter((i) => i.startsWith('packages/'))).toEqual([]);
    for (const marker of STANDIN_MARKERS) expect(gateway.text).not.toContain(marker);
    // A static import would make the production image, which has no such package, fail to start.
    const standInImports = gateway.output.imports.filter((i) => STANDIN_PACKAGES.includes(i.path));
    expect(standInImports).toHaveLength(STANDIN_PACKAGES.length);
    for (const i of standInImports) expect(i).toMatchObject({ kind: 'dynamic-import', external: true });
  });

  it('compiles the shared domain workspace in, so Node never loads its TypeScript sources', async () => {
    const gateway = await bundle(gatewayBuildOptions(ROOT));
    expect(gateway.inputs).toContain('domain/index.ts');
    expect(gateway.output.imports.filter((i) => i.path.startsWith('@festa/domain'))).toEqual([]);
  });

  it("finds the markers it looks for in the stand-ins' own builds", async () => {
    const standIns = await Promise.all(
      STANDIN_BUILDS.map((s) =>
        bundle({ ...gatewayBuildOptions(ROOT), entryPoints: [s.entry], outfile: s.outfile }),
      ),
    );
    const text = standIns.map((s) => s.text).join('\n');
    for (const marker of STANDIN_MARKERS) expect(text).toContain(marker);
  });
});
