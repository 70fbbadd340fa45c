import { getToken } from '../state/session';
import { reportInvalidSession } from '../state/sessionExpired';

type UploadArea = 'square' | 'gallery';
export interface Uploaded {
  url: string;
  thumbnailUrl?: string;
}

/** Sends one image to `POST /uploads`; the gateway checks the content, crops and re-encodes it. */
export async function uploadImage(file: Blob, area: UploadArea): Promise<Uploaded> {
  const body = new FormData();
  body.append('file', file, `${Date.now()}`);
  const token = getToken();
  const res = await fetch(`/uploads?area=${area}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json().catch(() => ({}))) as Partial<Uploaded> & {
    error?: { code: string; message: string };
  };
  if (json.error?.code === 'INVALID_SESSION') reportInvalidSession();
  if (!res.ok || !json.url) throw new Error(json.error?.message ?? 'upload failed');
  return { url: json.url, thumbnailUrl: json.thumbnailUrl };
}
