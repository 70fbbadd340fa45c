import { randomUUID } from 'node:crypto';

/**
 * A new upload's file stem: upload time, then 8 hex digits. Given the upload's row id, the digits are that
 * id's first eight, so the sweep can tell the quota which row a removed file was; otherwise random.
 */
export const newUploadName = (uploadId?: string) =>
  `${Date.now()}-${(uploadId ?? randomUUID()).replace(/-/g, '').slice(0, 8).toLowerCase()}`;

export const uploadUrl = (userId: string, file: string) => `/media/uploads/${userId}/${file}`;
export const uploadKey = (userId: string, file: string) => `uploads/${userId}/${file}`;

const UPLOAD_FILE = /^\d{1,16}-[0-9a-f]{8}(?:-thumb|-page)?\.webp$/;

/**
 * True only for the exact shape `uploadUrl` produces under this user's folder. The whole string is
 * matched, so no encoded or plain dot segment, separator, query or fragment can slip past a prefix check
 * (`/media/uploads/<own id>/%2e%2e/<other id>/x.webp` resolves to the other user's folder once decoded).
 */
export function isOwnUploadUrl(userId: string, url: string): boolean {
  const prefix = `/media/uploads/${userId}/`;
  return url.startsWith(prefix) && UPLOAD_FILE.test(url.slice(prefix.length));
}

const UPLOAD_KEY = /^uploads\/([0-9a-f-]{36})\/((\d{1,16})-([0-9a-f]{8}))(?:-thumb|-page)?\.webp$/;

/** The parts of a stored upload key, or null for anything that is not one (left alone by the sweep). */
export function parseUploadKey(
  key: string,
): { user: string; stem: string; uploadTag: string; uploadedAt: number } | null {
  const m = UPLOAD_KEY.exec(key);
  return m ? { user: m[1]!, stem: m[2]!, uploadedAt: Number(m[3]), uploadTag: m[4]! } : null;
}
