import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import express, { type Express, type Request, type Response } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ACCEPTED_IMAGE_FORMATS } from '@festalocation/domain/images';
import {
  ATTACHMENT_MAX_MB,
  conversationMessages as m,
  errorMessages,
  uploadMessages,
} from '@festalocation/domain/messages';
import type { AppDeps } from '../../context.js';
import { tokenConfig } from '../../context.js';
import { conversationAttachments, conversationMessages } from '../../db/schema/index.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { sendDomainError } from '../../httpErrors.js';
import { actorOf, authorize, can, type Actor } from '../../policies.js';
import { liveViewer } from '../auth/session.js';
import { claimUpload } from '../media/limits.js';
import type { MediaStore } from '../media/store.js';
import { attachmentOf, requestRef } from './service.js';

export const MAX_ATTACHMENT_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;
/** Under the media store but outside every public route: `/media/private` answers 404 (see below). */
export const PRIVATE_PREFIX = 'private/conversations';
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_FORMATS);

/** A name safe in a header and a file system: no path, no controls or quotes, at most 120 characters. */
export function safeFileName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .trim()
    .slice(0, 100);
  return `${base || 'allegato'}.${extension}`;
}

async function actorFrom(deps: AppDeps, req: Request): Promise<Actor> {
  const viewer = await liveViewer(deps.db, tokenConfig(deps.config), req.headers.authorization, deps.logger);
  const actor = actorOf({ viewer });
  if (!actor) throw unauthenticated();
  return actor;
}

/**
 * `POST /conversation/attachments?quoteRequestId=…` (multipart field `file`): a photo or a PDF for the
 * request's conversation, by one of its two parties. The kind comes from the content, never from the
 * name or the declared type: a PDF must start with `%PDF-` and is kept byte for byte (it is only ever
 * downloaded, never shown); anything else must decode as an image and is re-encoded to WebP as listing
 * photos are (which drops EXIF and GPS). It is sent with the next message that names its id.
 *
 * `GET /conversation/attachments/:id`: the file, to the two parties only (the uploader before it is sent),
 * always as a download with `nosniff`, so nothing from it can run on the site's origin.
 */
export function mountConversationAttachments(app: Express, deps: AppDeps, store: MediaStore) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 5 },
  });
  const refuse = (res: Response, err: DomainError) => sendDomainError(res.req, res, err);

  // The private files never leave through the public media route, whatever the store.
  app.use('/media/private', (_req, _res, next) => next(notFound()));

  app.post('/conversation/attachments', async (req, res) => {
    const actor = await actorFrom(deps, req);
    const ref = authorize(
      actor,
      'writeConversation',
      await requestRef(deps.db, String(req.query.quoteRequestId ?? '')),
    );
    const claim = await claimUpload(deps.db, actor.id);
    if (!claim.ok)
      throw claim.reason === 'rate'
        ? new DomainError('RATE_LIMITED', uploadMessages.rateLimited, { retryAfterSeconds: 60 })
        : new DomainError('QUOTA_EXCEEDED', uploadMessages.quotaExceeded);
    upload.single('file')(req, res, async (err: unknown) => {
      try {
        if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
          return refuse(res, new DomainError('PAYLOAD_TOO_LARGE', m.attachmentTooLarge));
        if (err || !req.file) return refuse(res, new DomainError('BAD_USER_INPUT', m.attachmentMissing));
        const file = req.file;
        const id = randomUUID();
        let kind: 'IMAGE' | 'PDF';
        let body: Buffer;
        let fileName: string;
        if (file.buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
          kind = 'PDF';
          body = file.buffer;
          fileName = safeFileName(file.originalname, 'pdf');
        } else {
          const meta = await sharp(file.buffer)
            .metadata()
            .catch(() => null);
          if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format))
            return refuse(res, new DomainError('UNSUPPORTED_MEDIA_TYPE', m.attachmentType));
          kind = 'IMAGE';
          body = await sharp(file.buffer, { limitInputPixels: 100_000_000 })
            .rotate()
            .resize(1920, 1920, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer();
          fileName = safeFileName(file.originalname, 'webp');
        }
        const storageKey = `${PRIVATE_PREFIX}/${ref.id}/${id}.${kind === 'PDF' ? 'pdf' : 'webp'}`;
        await store.put(storageKey, body, kind === 'PDF' ? 'application/pdf' : 'image/webp');
        await deps.db.insert(conversationAttachments).values({
          id,
          quoteRequestId: ref.id,
          uploaderId: actor.id,
          kind,
          storageKey,
          fileName,
          bytes: body.length,
        });
        return res.status(201).json({ id, kind, fileName, bytes: body.length });
      } catch (e) {
        deps.logger.warn({ err: (e as Error).message }, 'conversation attachment failed');
        return refuse(res, new DomainError('UNSUPPORTED_MEDIA_TYPE', m.attachmentType));
      }
    });
  });
  app.all('/conversation/attachments', express.json(), (req, res) =>
    refuse(res, new DomainError('METHOD_NOT_ALLOWED', errorMessages.methodNotAllowed)),
  );

  app.get('/conversation/attachments/:id', async (req, res) => {
    res.set('cache-control', 'private, no-store');
    const actor = await actorFrom(deps, req);
    const file = await attachmentOf(deps.db, String(req.params.id));
    const ref = file ? await requestRef(deps.db, file.quoteRequestId) : null;
    if (!file || !ref || !can(actor, 'readConversation', ref)) throw notFound(errorMessages.notFound);
    if (file.uploaderId !== actor.id) {
      // The other party sees a file once it was sent with a message.
      const [sent] = await deps.db
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(eq(conversationMessages.attachmentId, file.id));
      if (!sent) throw notFound(errorMessages.notFound);
    }
    const object = await store.get(file.storageKey);
    if (!object) throw notFound(errorMessages.notFound);
    res.set({
      'content-type': file.kind === 'PDF' ? 'application/pdf' : 'image/webp',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    if (object.size !== undefined) res.set('content-length', String(object.size));
    await pipeline(object.body, res);
  });
}
