import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import sharp, { type Sharp } from 'sharp';
import type { AppDeps } from '../../context.js';
import { tokenConfig } from '../../context.js';
import { liveViewer } from '../auth/session.js';
import { DomainError, unauthenticated, type ErrorCode } from '../../errors.js';
import { sendDomainError } from '../../httpErrors.js';
import { errorMessages, uploadMessages } from '@festa/domain/messages';
import { actorOf, can } from '../../policies.js';
import { newUploadName, uploadKey, uploadUrl } from './urls.js';
import type { MediaStore } from './store.js';
import { claimUpload, recordStored } from './limits.js';
import { ACCEPTED_IMAGE_FORMATS } from '@festa/domain/images';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_FORMATS);

type Area = 'square' | 'gallery';

const refuse = (res: Response, code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  sendDomainError(res.req, res, new DomainError(code, message, extra));

/**
 * `POST /uploads?area=square|gallery` (multipart field `file`). The type comes from decoding the
 * content with sharp, never from the name or the declared type; the image is re-encoded to WebP,
 * which also drops every metadata block (EXIF, GPS, ICC).
 */
export function mountUploads(app: Express, deps: AppDeps, store: MediaStore) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
  });

  // An ended session answers INVALID_SESSION, as GraphQL does; no session (or no right to upload) 401.
  const auth = async (req: Request, res: Response, next: NextFunction) => {
    const viewer = await liveViewer(
      deps.db,
      tokenConfig(deps.config),
      req.headers.authorization,
      deps.logger,
    );
    const actor = actorOf({ viewer });
    if (!actor || !can(actor, 'uploadMedia')) throw unauthenticated();
    res.locals.userId = actor.id;
    next();
  };

  // Before the body is read: a refused upload costs neither the transfer nor the decoding.
  const limits = async (_req: Request, res: Response, next: NextFunction) => {
    const claim = await claimUpload(deps.db, String(res.locals.userId));
    if (claim.ok) {
      res.locals.uploadId = claim.id;
      return next();
    }
    if (claim.reason === 'rate')
      throw new DomainError('RATE_LIMITED', uploadMessages.rateLimited, { retryAfterSeconds: 60 });
    throw new DomainError('QUOTA_EXCEEDED', uploadMessages.quotaExceeded);
  };

  app.post('/uploads', auth, limits, (req, res) => {
    upload.single('file')(req, res, async (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
        return refuse(res, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
      if (err) return refuse(res, 'BAD_USER_INPUT', uploadMessages.missing);
      const area = String(req.query.area ?? req.body?.area ?? '') as Area;
      if (area !== 'square' && area !== 'gallery') return refuse(res, 'BAD_USER_INPUT', uploadMessages.area);
      if (!req.file) return refuse(res, 'BAD_USER_INPUT', uploadMessages.missing);
      try {
        const meta = await sharp(req.file.buffer).metadata();
        if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error('not an image');
      } catch {
        return refuse(res, 'NOT_AN_IMAGE', uploadMessages.notImage);
      }
      try {
        const userId = String(res.locals.userId);
        const name = newUploadName(String(res.locals.uploadId));
        const source = () => sharp(req.file!.buffer, { limitInputPixels: 100_000_000 }).rotate();
        const save = async (file: string, image: Sharp) => {
          const { data, info } = await image.toBuffer({ resolveWithObject: true });
          await store.put(uploadKey(userId, file), data, 'image/webp');
          return info;
        };
        const urlOf = (file: string) => uploadUrl(userId, file);
        if (area === 'square') {
          const info = await save(
            `${name}.webp`,
            source().resize(512, 512, { fit: 'cover', position: 'centre' }).webp({ quality: 85 }),
          );
          await recordStored(deps.db, String(res.locals.uploadId), info.size);
          return res.status(201).json({ url: urlOf(`${name}.webp`), width: info.width, height: info.height });
        }
        // Three sizes: the lightbox (the URL saved), the location page and the cards. The smaller ones are
        // written first, so once the saved URL exists every size of it does.
        const sized = (edge: number, quality: number) =>
          source().resize(edge, edge, { fit: 'inside', withoutEnlargement: true }).webp({ quality });
        const thumb = await save(`${name}-thumb.webp`, sized(480, 75));
        const page = await save(`${name}-page.webp`, sized(1080, 80));
        const full = await save(`${name}.webp`, sized(1920, 82));
        await recordStored(deps.db, String(res.locals.uploadId), full.size + page.size + thumb.size);
        return res.status(201).json({
          url: urlOf(`${name}.webp`),
          pageUrl: urlOf(`${name}-page.webp`),
          thumbnailUrl: urlOf(`${name}-thumb.webp`),
          width: full.width,
          height: full.height,
        });
      } catch (e) {
        deps.logger.warn({ err: (e as Error).message }, 'image processing failed');
        return refuse(res, 'NOT_AN_IMAGE', uploadMessages.notImage);
      }
    });
  });
  // Keeps express from answering a GET on /uploads with the SPA.
  app.all('/uploads', express.json(), (_req, res) =>
    refuse(res, 'METHOD_NOT_ALLOWED', errorMessages.methodNotAllowed),
  );
}
