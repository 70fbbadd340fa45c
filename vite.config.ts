import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { pwa } from './client/pwa/plugin.js';

/**
 * react-aria bundles its component strings in ~34 languages; the product is Italian only (I18nProvider
 * it-IT), so every other locale is dropped from the `intlStrings` tables (en-US kept as the fallback).
 */
function italianOnlyAriaStrings(keep = ['it-IT', 'en-US']): Plugin {
  return {
    name: 'italian-only-aria-strings',
    enforce: 'pre',
    transform(code, id) {
      if (!/react-aria(-components)?\/dist\/.*intlStrings\.mjs$/.test(id)) return null;
      const unused = (locale: string) => !keep.includes(locale);
      return {
        code: code
          .replace(/^import \S+ from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";$/gm, (line, l: string) =>
            unused(l) ? '' : line,
          )
          .replace(/^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?$/gm, (line, l: string) => (unused(l) ? '' : line)),
        map: null,
      };
    },
  };
}

/** Brotli and gzip copies of the client's text assets, written once at build time and served as they are. */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = !!config.build.ssr;
    },
    closeBundle() {
      if (ssr) return;
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|html|webmanifest)$/.test(file)) continue;
        const raw = fs.readFileSync(file);
        // Small files too (the entry is under 1 KB), as long as the copy is smaller.
        const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = zlib.gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * What `boot.tsx` imports statically (React, Apollo, the router, the shell…) goes into the boot chunk
 * itself. Left to automatic splitting, whatever a lazy page shares with boot becomes its own small chunk
 * (about twenty for `/`), each a request the browser issues and a module it links on the main thread
 * before hydrating. Pages load after boot anyway, so they lose nothing by importing from it.
 * Barrel modules re-export far more than boot uses (every UI component, all of react-aria, every lucide icon):
 * the walk stops at them, or each lazy page's components (and every icon any page draws) would move into boot.
 */
function bootChunk(boot = '/src/boot.tsx') {
  const barrel =
    /\/client\/src\/ui\/index\.ts|node_modules\/(react-aria|react-aria-components|react-stately|@internationalized|lucide-react)\//;
  let closure = new Set<string>();
  const plugin: Plugin = {
    name: 'boot-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const walk = (entry: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || barrel.test(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          // rolldown lists dynamic imports among `importedIds` too: those stay lazy chunks.
          const lazy = new Set(info?.dynamicallyImportedIds);
          info?.importedIds.filter((dep) => !lazy.has(dep)).forEach(visit);
        };
        const root = ids.find((id) => id.endsWith(entry));
        if (root) visit(root);
        return seen;
      };
      closure = walk(boot);
    },
  };
  return {
    plugin,
    groups: [{ name: 'boot', test: (id: string) => closure.has(id), priority: 10 }],
  };
}

const boot = bootChunk();

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4001';

export default defineConfig({
  root: 'client',
  plugins: [italianOnlyAriaStrings(), react(), vanillaExtractPlugin(), pwa(), precompress(), boot.plugin],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // One stylesheet for the whole app (about 8 KB gzip): server-rendered pages are styled from the first
    // byte, whichever page the visitor lands on, and later pages never wait for their CSS.
    cssCodeSplit: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: boot.groups } } },
  },
  server: {
    port: 4000,
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/media': gateway,
      '/uploads': gateway,
      '/calendar': gateway,
      '/dev/mailbox': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
    },
  },
});
