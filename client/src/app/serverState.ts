import type { NormalizedCacheObject } from '@apollo/client';

/** Where the server-rendered page leaves the Apollo cache it rendered with (a JSON script element). */
export const SERVER_STATE_ID = 'apollo-state';

export function readServerState(): NormalizedCacheObject | null {
  const el = document.getElementById(SERVER_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as NormalizedCacheObject;
  } catch {
    return null;
  }
}
