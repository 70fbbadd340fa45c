import { randomUUID } from 'node:crypto';

/** A new upload's file stem: upload time, then random hex so two uploads in one millisecond differ. */
export const newUploadName = () => `${Date.now()}-${randomUUID().slice(0, 8)}`;

export const uploadUrl = (userId: string, file: string) => `/media/uploads/${userId}/${file}`;

const UPLOAD_FILE = /^\d{1,16}-[0-9a-f]{8}(?:-thumb)?\.webp$/;

/**
 * True only for the exact shape `uploadUrl` produces under this user's folder. The whole string is
 * matched, so no encoded or plain dot segment, separator, query or fragment can slip past a prefix check
 * (`/media/uploads/<own id>/%2e%2e/<other id>/x.webp` resolves to the other user's folder once decoded).
 */
export function isOwnUploadUrl(userId: string, url: string): boolean {
  const prefix = `/media/uploads/${userId}/`;
  return url.startsWith(prefix) && UPLOAD_FILE.test(url.slice(prefix.length));
}
