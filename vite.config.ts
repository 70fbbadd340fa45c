import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4001';

export default defineConfig({
  root: 'client',
  plugins: [italianOnlyAriaStrings(), react(), vanillaExtractPlugin()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 4000,
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/media': gateway,
      '/uploads': gateway,
      '/dev/mailbox': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
    },
  },
});
