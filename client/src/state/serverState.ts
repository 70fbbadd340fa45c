import type { NormalizedCacheObject } from '@apollo/client';

/** What the server left in a JSON script element of the page, or null when it is absent or unreadable. */
export function readJsonScript<T>(id: string): T | null {
  const el = document.getElementById(id);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return null;
  }
}

/** The Apollo cache the server-rendered page was rendered with. */
export const readServerState = () => readJsonScript<NormalizedCacheObject>('apollo-state');
