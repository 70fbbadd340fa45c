import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { conversationMessages as texts } from '@festalocation/domain/messages';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { scenario } from '../../test/quotes.js';
import { conversation, err, send } from './testing.js';
import { MAX_ATTACHMENT_BYTES, safeFileName } from './attachments.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

async function upload(requestId: string, body: Buffer, name: string, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const res = await fetch(`${gw.url}/conversation/attachments?quoteRequestId=${requestId}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const download = (url: string, token?: string) =>
  fetch(`${gw.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('conversation attachments', () => {
  it('takes a PDF by its magic bytes and serves it only as a download, to the two parties', async () => {
    const c = await conversation(gw);
    const up = await upload(c.requestId, PDF, '../../Menù "matrimonio".pdf', c.hostToken);
    expect(up).toMatchObject({ status: 201, body: { kind: 'PDF', fileName: 'Men matrimonio.pdf' } });
    // Not sent yet: the guest cannot fetch it.
    const url = `/conversation/attachments/${up.body.id}`;
    expect((await download(url, c.guestToken)).status).toBe(404);
    const sent = await send(gw, c.hostToken, c.requestId, { body: '', attachmentId: up.body.id });
    expect(sent.data!.sendMessage.attachment).toMatchObject({ kind: 'PDF', url });
    const res = await download(url, c.guestToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Men matrimonio.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    // Sent once only.
    const again = await send(gw, c.hostToken, c.requestId, { body: 'ancora', attachmentId: up.body.id });
    expect(err(again)).toMatchObject({ message: texts.attachmentUsed, extensions: { code: 'CONFLICT' } });
    // Anyone else: not found; signed out: 401; the store's path is not public either.
    const other = await scenario(gw);
    expect((await download(url, other.guestToken)).status).toBe(404);
    expect((await download(url, other.hostToken)).status).toBe(404);
    expect((await download(url)).status).toBe(401);
    expect((await download(`/media/private/conversations/${c.requestId}/${up.body.id}.pdf`)).status).toBe(
      404,
    );
  });

  it('re-encodes a photo to WebP without its metadata', async () => {
    const c = await conversation(gw);
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0a0' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'segreto' } } })
      .jpeg()
      .toBuffer();
    const up = await upload(c.requestId, jpeg, 'sala.jpg', c.guestToken);
    expect(up).toMatchObject({ status: 201, body: { kind: 'IMAGE', fileName: 'sala.webp' } });
    await send(gw, c.guestToken, c.requestId, { body: 'La sala', attachmentId: up.body.id });
    const res = await download(`/conversation/attachments/${up.body.id}`, c.hostToken);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that is neither, one too large, strangers and the signed out', async () => {
    const c = await conversation(gw);
    const fake = await upload(c.requestId, Buffer.from('<script>alert(1)</script>'), 'x.pdf', c.guestToken);
    expect(fake).toMatchObject({
      status: 415,
      body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: texts.attachmentType } },
    });
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
    expect((await upload(c.requestId, big, 'big.pdf', c.guestToken)).status).toBe(413);
    const other = await scenario(gw);
    expect((await upload(c.requestId, PDF, 'a.pdf', other.hostToken)).status).toBe(404);
    expect((await upload(c.requestId, PDF, 'a.pdf')).status).toBe(401);
    // Someone else's upload cannot be sent by the other party.
    const mine = await upload(c.requestId, PDF, 'a.pdf', c.guestToken);
    const theirs = await send(gw, c.hostToken, c.requestId, { body: '', attachmentId: mine.body.id });
    expect(err(theirs)).toMatchObject({
      message: texts.attachmentNotFound,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('names files safely', () => {
    expect(safeFileName('C:\\tmp\\fattura<1>.PDF', 'pdf')).toBe('fattura1.pdf');
    expect(safeFileName('"";.pdf', 'pdf')).toBe('allegato.pdf');
  });
});
