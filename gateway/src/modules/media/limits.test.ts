import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { mediaUploads } from '../../db/schema/index.js';
import { UPLOAD_LIMITS } from './limits.js';

let gw: TestGateway;
let png: Buffer;
beforeAll(async () => {
  gw = await startTestGateway();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#09c' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await gw?.stop();
});

const upload = async (token: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'x.png');
  const res = await fetch(`${gw.url}/uploads?area=square`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { url?: string; error?: { code: string; message: string } },
  };
};

describe('upload limits per user', () => {
  it('accepts a minute’s allowance of parallel uploads and refuses the rest with 429', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    const results = await Promise.all(
      Array.from({ length: UPLOAD_LIMITS.perMinute + 8 }, () => upload(token)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(UPLOAD_LIMITS.perMinute);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(8);
    for (const r of refused) {
      expect(r).toMatchObject({
        status: 429,
        retryAfter: '60',
        body: {
          error: {
            code: 'RATE_LIMITED',
            message: 'Hai caricato troppe immagini in poco tempo. Riprova tra un minuto.',
          },
        },
      });
    }
    // Another user is not affected.
    expect((await upload(await tokenFor(gw, await buildUser(gw.database.db)))).status).toBe(201);
  });

  it('refuses uploads past the stored count or bytes, and counts what was written', async () => {
    const old = new Date(Date.now() - 10 * 60_000);
    const byCount = await buildUser(gw.database.db);
    await gw.database.db.insert(mediaUploads).values(
      Array.from({ length: UPLOAD_LIMITS.maxStoredUploads }, () => ({
        userId: byCount.id,
        stored: true,
        bytes: 1000,
        createdAt: old,
      })),
    );
    const byBytes = await buildUser(gw.database.db);
    await gw.database.db
      .insert(mediaUploads)
      .values({ userId: byBytes.id, stored: true, bytes: UPLOAD_LIMITS.maxStoredBytes, createdAt: old });
    for (const user of [byCount, byBytes]) {
      const res = await upload(await tokenFor(gw, user));
      expect(res).toMatchObject({
        status: 403,
        body: {
          error: { code: 'QUOTA_EXCEEDED', message: 'Hai raggiunto lo spazio massimo per le tue immagini.' },
        },
      });
    }

    const fresh = await buildUser(gw.database.db);
    expect((await upload(await tokenFor(gw, fresh))).status).toBe(201);
    const rows = await gw.database.db.select().from(mediaUploads).where(eq(mediaUploads.userId, fresh.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stored: true });
    expect(rows[0]!.bytes).toBeGreaterThan(0);
  });
});
