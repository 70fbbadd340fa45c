import type { Key } from 'react-aria-components';
import { uploadImage } from '../../lib/uploadImage';
import { it } from '../../i18n/it';
import { IMAGE_SIGNATURE_BYTES, imageFormatOf } from '@festa/domain/images';

/** One image of a set. With `file` it is local only (not uploaded yet) and `url` is empty until uploaded. */
export interface ImageItem {
  key: string;
  url: string;
  file?: File;
}

export const MAX_IMAGES = 10;
/** The gateway's limit (gateway/src/modules/media/uploads.ts): checked here too, so no 25 MB travels for a refusal. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/**
 * The set as the domain schema checks it before anything is uploaded: a local image stands in by its key
 * (unique, non-empty), so the count and repeat rules hold exactly as they will for the uploaded URLs.
 */
export const draftUrls = (items: readonly ImageItem[]): string[] => items.map((i) => i.url || i.key);

export const toImageItems = (urls: readonly string[]): ImageItem[] => {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    // The URL is the key; a URL repeated in one set still needs a key of its own.
    const n = seen.get(url) ?? 0;
    seen.set(url, n + 1);
    return { key: n ? `${url}#${n}` : url, url };
  });
};

/** The 480 px card size the gateway stores beside every gallery upload (`…-thumb.webp`); other URLs as they are. */
export const thumbnailOf = (url: string) =>
  /^\/media\/uploads\/[^/]+\/\d{1,16}-[0-9a-f]{8}\.webp$/.test(url)
    ? url.replace(/\.webp$/, '-thumb.webp')
    : url;

let localSeq = 0;
const localKey = () => `local-${Date.now().toString(36)}-${++localSeq}`;

/**
 * Whether a file is an image of a format the platform takes, judged by its content as the gateway will
 * judge it (a name or a type can say 'image' of anything: a renamed PDF, an SVG, a BMP).
 */
export async function isAcceptedImage(file: File): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    return imageFormatOf(head) !== null;
  } catch {
    return false;
  }
}

/**
 * Adds the chosen files that are images within the size limit, up to `max` in all. Returns the new set
 * and one message per file left out, naming it (never silently, never only later at 'Salva').
 */
export async function addFiles(
  current: readonly ImageItem[],
  files: readonly File[],
  max: number,
): Promise<{ next: ImageItem[]; messages: string[] }> {
  const messages: string[] = [];
  const accepted: File[] = [];
  const images = await Promise.all(files.map(isAcceptedImage));
  files.forEach((file, i) => {
    if (!images[i]) messages.push(it.images.notImage(file.name));
    else if (file.size > MAX_IMAGE_BYTES) messages.push(it.images.tooLarge(file.name));
    else accepted.push(file);
  });
  const room = Math.max(0, max - current.length);
  if (accepted.length > room)
    messages.push(room === 0 ? it.images.full(max) : it.images.tooMany(max, accepted.length - room));
  const added = accepted.slice(0, room).map((file) => ({ key: localKey(), url: '', file }));
  return { next: [...current, ...added], messages };
}

/** Moves the dragged items before or after the target, keeping their relative order (react-aria's onReorder). */
export function moveItems(
  items: readonly ImageItem[],
  keys: ReadonlySet<Key>,
  target: Key,
  position: 'before' | 'after' | 'on',
): ImageItem[] {
  if (keys.has(target)) return [...items];
  const moving = items.filter((i) => keys.has(i.key));
  const rest = items.filter((i) => !keys.has(i.key));
  const at = rest.findIndex((i) => i.key === target);
  if (at < 0) return [...items];
  const index = position === 'after' ? at + 1 : at;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)];
}

/** Three at a time: ten photos of 25 MB each would otherwise share one upstream link at once. */
const PARALLEL_UPLOADS = 3;

/**
 * Uploads the local images of the set and returns every URL in the set's order, ready for `imageUrls`.
 * Rejects (with the Italian message for the 'Errore' dialog) when any upload fails; nothing is saved then,
 * and the uploads that did succeed are removed by the gateway's sweep once nothing refers to them.
 */
export async function uploadPending(items: readonly ImageItem[]): Promise<string[]> {
  const urls = items.map((i) => i.url);
  const pending = items.flatMap((item, index) => (item.file ? [{ file: item.file, index }] : []));
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next++]!;
      urls[job.index] = (await uploadImage(job.file, 'gallery')).url;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, pending.length) }, worker));
  } catch (cause) {
    throw new Error(it.images.uploadError, { cause });
  }
  return urls;
}
