import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationChangeRequests, locationImages, mediaUploads } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../../test/fakeS3.js';

const DAY = 24 * 3_600_000;

describe.each(['local', 's3'] as const)('uploads in the %s store', (kind) => {
  let gw: TestGateway;
  let s3: Awaited<ReturnType<typeof startFakeS3>> | undefined;
  beforeAll(async () => {
    // A folder of its own: a sweep a day ahead must not reach the files of other test files.
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-media-'));
    s3 = kind === 's3' ? await startFakeS3('festa-media') : undefined;
    gw = await startTestGateway({
      MEDIA_DIR: mediaDir,
      ...(s3
        ? {
            MEDIA_STORE: 's3',
            S3_ENDPOINT: s3.endpoint,
            S3_BUCKET: 'festa-media',
            S3_REGION: FAKE_S3_CREDENTIALS.region,
            S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
            S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
          }
        : {}),
    });
  });
  afterAll(async () => {
    await gw?.stop();
    await s3?.close();
  });

  const upload = async (token: string, area = 'gallery') => {
    const form = new FormData();
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'foto.png');
    const res = await fetch(`${gw.url}/uploads?area=${area}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { url: string; pageUrl?: string; thumbnailUrl?: string };
  };
  const status = async (url: string) => (await fetch(gw.url + url)).status;

  it('stores three WebP sizes served with immutable cache headers', async () => {
    const token = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    const up = await upload(token);
    const widths: number[] = [];
    for (const url of [up.url, up.pageUrl!, up.thumbnailUrl!]) {
      const res = await fetch(gw.url + url);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      widths.push(meta.width!);
    }
    expect(widths).toEqual([1600, 1080, 480]);
    expect(await status(up.url.replace(/\d{4}-/, '0000-'))).toBe(404);
  });

  it('removes unreferenced uploads only after the grace period, with every size, and frees the quota', async () => {
    const host = await buildUser(gw.database.db);
    const token = await tokenFor(gw, host, 'HOST');
    const [gallery, avatar, orphan, logo] = [
      await upload(token),
      await upload(token, 'square'),
      await upload(token),
      await upload(token, 'square'),
    ];
    const location = await buildLocation(gw.database.db, { ownerId: host.id });
    await gw.database.db
      .insert(locationImages)
      .values({ locationId: location.id, url: gallery.url, position: 0 });
    const saved = await gw.gql(
      `mutation ($u: String) { setAvatar(avatarUrl: $u) { avatarUrl } }`,
      { u: avatar.url },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    // A logo asked for in a change request is referenced only from the request's JSON.
    await gw.database.db
      .insert(locationChangeRequests)
      .values({ locationId: location.id, payload: { name: 'Villa', logoUrl: logo.url }, status: 'REJECTED' });

    // Within the grace period an unsaved upload stays: its form may still be open.
    expect((await gw.app.media.sweep()).deleted).toEqual([]);
    expect(await status(orphan.url)).toBe(200);

    const { deleted } = await gw.app.media.sweep(new Date(Date.now() + DAY + 60_000));
    const mine = deleted.filter((k) => k.startsWith(`uploads/${host.id}/`)).sort();
    expect(mine).toEqual(
      [orphan.url, orphan.pageUrl!, orphan.thumbnailUrl!].map((u) => u.replace('/media/', '')).sort(),
    );
    for (const url of [orphan.url, orphan.pageUrl!, orphan.thumbnailUrl!])
      expect(await status(url)).toBe(404);
    for (const url of [gallery.url, gallery.pageUrl!, gallery.thumbnailUrl!, avatar.url, logo.url])
      expect(await status(url)).toBe(200);
    const rows = await gw.database.db
      .select({ stored: mediaUploads.stored })
      .from(mediaUploads)
      .where(eq(mediaUploads.userId, host.id));
    expect(rows.map((r) => r.stored).sort()).toEqual([false, true, true, true]);

    // The image leaves the location: the next sweep frees it too.
    await gw.database.db.delete(locationImages).where(eq(locationImages.locationId, location.id));
    const again = await gw.app.media.sweep(new Date(Date.now() + DAY + 60_000));
    expect(again.deleted.filter((k) => k.startsWith(`uploads/${host.id}/`))).toHaveLength(3);
    expect(await status(gallery.url)).toBe(404);
    expect(await status(avatar.url)).toBe(200);
  });

  it('leaves files that are not upload names alone', async () => {
    const user = await buildUser(gw.database.db);
    const key = `uploads/${user.id}/appunti.txt`;
    await gw.app.media.store.put(key, Buffer.from('x'), 'text/plain');
    await gw.app.media.sweep(new Date(Date.now() + 10 * DAY));
    expect(await gw.app.media.store.exists(key)).toBe(true);
    await gw.app.media.store.delete(key);
    expect(await gw.app.media.store.exists(key)).toBe(false);
  });
});
