import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { APPLE_TOUCH_ICON, ICONS, MANIFEST_PATH, iconSvg, webManifest } from './manifest.js';
import { offlinePage } from './offlinePage.js';

/**
 * The installable app, written by the client build (not the server renderer's): the manifest and its PNG
 * icons (drawn by `sharp` from `manifest.ts`), the offline page, and the service worker compiled from
 * `src/sw/sw.ts` with the list of the shell's files to keep on the device. The page links them.
 */
export function pwa(): Plugin {
  let ssr = false;
  let root = '';
  return {
    name: 'festalocation-pwa',
    apply: 'build',
    configResolved(config) {
      ssr = !!config.build.ssr;
      root = config.root;
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON }, injectTo: 'head' },
        {
          tag: 'meta',
          attrs: { name: 'apple-mobile-web-app-title', content: 'Festalocation' },
          injectTo: 'head',
        },
      ];
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      for (const icon of ICONS) {
        const png = await sharp(Buffer.from(iconSvg(icon)))
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.path.slice(1), source: png });
      }
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_PATH.slice(1),
        source: JSON.stringify(webManifest(), null, 2),
      });
      const files = Object.values(bundle);
      const css = files.find((f) => f.fileName.endsWith('.css'))?.fileName;
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage(css ? `/${css}` : null) });
      // The shell: the entry and what it imports statically, the stylesheet and the typeface. A page's own
      // code is kept when it is first used (and, for the page that installed the worker, from its preloads).
      const shell = new Set<string>();
      const visit = (name: string) => {
        const file = bundle[name];
        if (!file || shell.has(name)) return;
        shell.add(name);
        if (file.type === 'chunk') file.imports.forEach(visit);
      };
      files.filter((f) => f.type === 'chunk' && f.isEntry).forEach((f) => visit(f.fileName));
      files.filter((f) => /^assets\/.*\.(css|woff2)$/.test(f.fileName)).forEach((f) => shell.add(f.fileName));
      const precache = [...shell].map((f) => `/${f}`).sort();
      // Any change of any file is a new worker (and new caches for the hashed files).
      const version = createHash('sha256')
        .update(
          files
            .map((f) => f.fileName)
            .sort()
            .join('\n'),
        )
        .digest('hex')
        .slice(0, 12);
      const out = await build({
        entryPoints: [path.resolve(root, 'src/sw/sw.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(version) },
        logLevel: 'warning',
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: out.outputFiles[0]!.text });
    },
  };
}
