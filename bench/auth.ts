// Cost of the account rules that are slow on purpose: bcrypt at cost 12 (per sign-in and per password
// set) and square/gallery re-encoding of a 12-megapixel photo with sharp. Prints figures; asserts nothing.
import bcrypt from 'bcrypt';
import sharp from 'sharp';
import { BCRYPT_COST } from '../gateway/src/modules/auth/passwords.js';

async function time<T>(label: string, runs: number, fn: () => Promise<T>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const p50 = samples[Math.floor(runs / 2)]!;
  const max = samples[runs - 1]!;
  console.log(`${label.padEnd(40)} p50 ${p50.toFixed(1)} ms   max ${max.toFixed(1)} ms   (${runs} runs)`);
}

const hash = await bcrypt.hash('Festa!2025', BCRYPT_COST);
await time(`bcrypt.hash cost ${BCRYPT_COST}`, 5, () => bcrypt.hash('Festa!2025', BCRYPT_COST));
await time(`bcrypt.compare cost ${BCRYPT_COST}`, 5, () => bcrypt.compare('Festa!2025', hash));

const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c33' } })
  .jpeg({ quality: 90 })
  .toBuffer();
console.log(`input photo: 4000×3000 JPEG, ${(photo.length / 1024).toFixed(0)} KiB`);
await time('square 512×512 WebP', 5, () =>
  sharp(photo).rotate().resize(512, 512, { fit: 'cover' }).webp({ quality: 85 }).toBuffer(),
);
await time('gallery 1920 + 480 thumbnail WebP', 5, async () => {
  await sharp(photo).rotate().resize(1920, 1920, { fit: 'inside' }).webp({ quality: 82 }).toBuffer();
  await sharp(photo).rotate().resize(480, 480, { fit: 'inside' }).webp({ quality: 75 }).toBuffer();
});
