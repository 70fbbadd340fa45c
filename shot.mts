import { launch } from './e2e/browser.ts';
const b = await launch('/usr/bin/chromium');
const [url, out, w, h] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4] ?? 1280), Number(process.argv[5] ?? 900)];
const p = await b.newPage({ viewport: { width: w, height: h } });
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: process.argv[6] === 'full' });
await b.close();
