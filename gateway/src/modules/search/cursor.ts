/** Opaque keyset cursor: the last row's `seq`, base64url so clients do not build their own. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`s:${seq}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^s:(\d{1,15})$/.exec(raw);
  const seq = m?.[1] ? Number(m[1]) : NaN;
  // seq is a positive bigint below 2^53 (15 digits at most), compared as ::bigint.
  return Number.isSafeInteger(seq) && seq > 0 ? seq : null;
}
