import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4001';

export default defineConfig({
  root: 'client',
  plugins: [react(), vanillaExtractPlugin()],
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
