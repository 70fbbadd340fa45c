import { getToken } from '../state/session';
import { readRestError } from './restErrors';

/**
 * Downloads a file that only the signed-in owner may read (own-data exports): fetched with the session's
 * bearer token and saved from a Blob. Chosen over a signed URL so the session never travels in an address
 * (history, logs, Referer) and the gateway needs no second kind of credential; the files are small.
 */
export async function downloadWithSession(path: string, filename: string): Promise<void> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    await readRestError(res);
    throw new Error(`download failed: ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
