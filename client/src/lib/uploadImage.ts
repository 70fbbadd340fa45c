import { getToken } from '../state/session';
import { readRestError } from './restErrors';

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
  if (!res.ok) throw new Error((await readRestError(res)).message ?? 'upload failed');
  const json = (await res.json().catch(() => ({}))) as Partial<Uploaded>;
  if (!json.url) throw new Error('upload failed');
  return { url: json.url, thumbnailUrl: json.thumbnailUrl };
}
