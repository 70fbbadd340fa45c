import { isUuid } from '@festa/domain';

/**
 * The one keyset-cursor codec. A cursor is `<kind>:<part>|<part>…` (the last row's sort key, tagged with
 * the list it belongs to), base64url so clients treat it as opaque and do not build their own. Each list
 * checks its parts with the readers below, so anything a client forges is rejected before it reaches SQL.
 */
export function encodeCursor(kind: string, ...parts: (string | number)[]): string {
  return Buffer.from(`${kind}:${parts.join('|')}`, 'utf8').toString('base64url');
}

/** The parts of a cursor of this kind with exactly `count` parts, or null for anything else. */
export function decodeCursor(kind: string, cursor: string, count: number): string[] | null {
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!raw.startsWith(`${kind}:`)) return null;
  const parts = raw.slice(kind.length + 1).split('|');
  return parts.length === count ? parts : null;
}

/** A positive identity value: below 2^53 (15 digits at most), compared as ::bigint. */
export function readSeq(part: string | undefined): number | null {
  if (!part || !/^\d{1,15}$/.test(part)) return null;
  const seq = Number(part);
  return Number.isSafeInteger(seq) && seq > 0 ? seq : null;
}

export function readId(part: string | undefined): string | null {
  return isUuid(part) ? part : null;
}
