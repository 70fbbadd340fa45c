/**
 * The paths the client's router renders (client/src/app/routes.tsx, checked by routing.test.ts), as
 * react-router matches them: case-insensitive, one optional trailing slash. Any other path goes to
 * `/`, so the server answers those with a redirect instead of a 200 shell.
 */
const SEGMENT = '[^/]+';
const CLIENT_ROUTES: RegExp[] = [
  '',
  'search',
  'favorites',
  `todo(?:/${SEGMENT})?`,
  'notifications',
  `profile(?:/${SEGMENT}){0,2}`,
  `location/${SEGMENT}(?:/(?:ambient|service)/${SEGMENT})?`,
  'create/location',
  `subscription/${SEGMENT}`,
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'accessibility-declaration',
  `dashboard(?:/${SEGMENT}){0,2}`,
  // The moderation console: a section and one item of it (/admin/approvazioni/:locationId).
  `admin(?:/${SEGMENT}){0,2}`,
  'login',
  'register',
  'forgot-password',
  // Only the three dialog types: any other `/auth/…` is an unknown path.
  'auth/(?:login|register|forgot-password)',
].map((p) => new RegExp(`^/${p}/?$`, 'i'));

export type PathKind = 'page' | 'unknown';

export function classifyPath(pathname: string): PathKind {
  return CLIENT_ROUTES.some((re) => re.test(pathname)) ? 'page' : 'unknown';
}

/** `/location/{id or slug}` (with or without an ambient or service open): the key, still URL-encoded. */
export function locationKey(pathname: string): string | null {
  return /^\/location\/([^/]+)/i.exec(pathname)?.[1] ?? null;
}
