import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

describe('uploads', () => {
  const upload = async (body: Buffer, name: string, area: string, token?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(body)]), name);
    const res = await fetch(`${gw.url}/uploads?area=${area}`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };

  it('crops avatars to 512×512 WebP without metadata, judging by content not name', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c00' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'segreto' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(png, 'foto.txt', 'square', token);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^/media/uploads/${user.id}/.+\\.webp$`));
    const served = Buffer.from(await (await fetch(gw.url + res.body.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    const saved = await gw.gql(
      `mutation ($u: String) { setAvatar(avatarUrl: $u) { avatarUrl } }`,
      { u: res.body.url },
      { token },
    );
    expect(saved.data).toEqual({ setAvatar: { avatarUrl: res.body.url } });
  });

  it('makes gallery images at most 1920 wide with a thumbnail', async () => {
    const token = await tokenFor(gw, await buildUser(gw.database.db));
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const res = await upload(big, 'x.png', 'gallery', token);
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([1920, 960]);
    const thumb = await sharp(
      Buffer.from(await (await fetch(gw.url + res.body.thumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect(thumb.width).toBe(480);
  });

  it('refuses non-images, anonymous callers, bad areas and files over 25 MB', async () => {
    const token = await tokenFor(gw, await buildUser(gw.database.db));
    const fake = await upload(Buffer.from('<?php echo 1; ?>'), 'photo.jpg', 'square', token);
    expect(fake).toEqual({
      status: 415,
      body: { error: { code: 'NOT_AN_IMAGE', message: 'Il file selezionato non è un’immagine valida' } },
    });
    const img = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await upload(img, 'a.png', 'square')).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Effettua il login per continuare.' } },
    });
    expect(await upload(img, 'a.png', 'banner', token)).toEqual({
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: 'Area di caricamento non valida' } },
    });
    const huge = Buffer.alloc(25 * 1024 * 1024 + 1);
    const tooBig = await upload(huge, 'big.png', 'gallery', token);
    expect(tooBig).toEqual({
      status: 413,
      body: {
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'L’immagine supera la dimensione massima di 25 MB' },
      },
    });
  });
});
