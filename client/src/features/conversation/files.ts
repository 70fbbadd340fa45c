import { getToken } from '../../state/session';
import { readRestError } from '../../lib/restErrors';
import { UserFacingError } from '../../lib/mutationErrors';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';

export interface UploadedAttachment {
  id: string;
  kind: 'IMAGE' | 'PDF';
  fileName: string;
  bytes: number;
}

/** What the file picker offers; the gateway decides by the content, not by this. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

const bearer = (): Record<string, string> => {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Sends one file to the request's conversation (`POST /conversation/attachments`); its id goes with the message. */
export async function uploadAttachment(quoteRequestId: string, file: File): Promise<UploadedAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await fetch(`/conversation/attachments?quoteRequestId=${encodeURIComponent(quoteRequestId)}`, {
    method: 'POST',
    body,
    headers: bearer(),
  });
  if (!res.ok) {
    const refusal = await readRestError(res);
    throw new UserFacingError(refusal.message ?? conversationIt.conversation.uploadFailed);
  }
  return (await res.json()) as UploadedAttachment;
}

/**
 * An attachment's bytes as an object URL: its route answers only to the session's bearer token (never put
 * in an address), so a photo is fetched and shown from a Blob, and a PDF saved from one.
 */
export async function attachmentBlobUrl(url: string): Promise<string> {
  const res = await fetch(url, { headers: bearer() });
  if (!res.ok) {
    await readRestError(res);
    throw new Error(`download failed: ${res.status}`);
  }
  return URL.createObjectURL(await res.blob());
}
