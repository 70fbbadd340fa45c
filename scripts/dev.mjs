// `npm run dev`: the gateway (restarting on change) on 4001 behind Vite's dev server with HMR on 4000.
import { spawn } from 'node:child_process';

// `--conditions=development`: the local stand-ins (packages/*) load from their TypeScript sources, as in the
// tests, instead of the JavaScript `npm run build` compiles for the bundle.
const gateway = ['watch', '--clear-screen=false', '--conditions=development', 'gateway/src/main.ts'];
const children = [
  spawn('npx', ['--no-install', 'tsx', ...gateway], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.GATEWAY_PORT ?? '4001' },
  }),
  spawn('npx', ['--no-install', 'vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && stop()));
