import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { Express, Request } from 'express';
import type { Config } from './config.js';

/**
 * The social sign-in SDKs the client loads (client/src/features/auth/social.ts), allowed only when that
 * provider is configured: their script, the frames and popups they open, and the calls they make.
 */
const SOCIAL_SOURCES = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    style: ['https://accounts.google.com/gsi/style'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    style: [],
    frame: ['https://*.facebook.com'],
    connect: ['https://*.facebook.com'],
  },
  apple: {
    script: ['https://appleid.cdn-apple.com'],
    style: [],
    frame: ['https://appleid.apple.com'],
    connect: ['https://appleid.apple.com'],
  },
} as const;

/** What `firebase/messaging`'s getToken calls (client/src/features/push/webPushToken.ts). */
const FIREBASE_MESSAGING_SOURCES = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

/**
 * The page policy. Scripts come only from our own files: the server-rendered page's inlined Apollo state
 * and page list are `type="application/json"` data blocks, which browsers never execute and CSP does not
 * govern, so they need no nonce or hash. Styles are vanilla-extract's CSS files, plus the two small
 * `<style>` elements react-aria adds at run time, which carry the page's nonce (react-aria reads it from
 * `<meta name="csp-nonce">`, see `withNonceMeta`). React writes a few `style` attributes into the
 * server-rendered HTML, hence `style-src-attr 'unsafe-inline'` (attributes only). Images may be
 * previews (blob:, data:).
 */
export function pagePolicy(config: Config, wsOrigin: string | null, nonce: string): string {
  const social = [
    config.GOOGLE_CLIENT_ID ? SOCIAL_SOURCES.google : null,
    config.FACEBOOK_APP_ID ? SOCIAL_SOURCES.facebook : null,
    config.APPLE_CLIENT_ID ? SOCIAL_SOURCES.apple : null,
  ].filter((s) => s !== null);
  const extra = (kind: 'script' | 'style' | 'frame' | 'connect') =>
    social.flatMap((s) => s[kind] as readonly string[]);
  const list = (...sources: (string | null)[]) => sources.filter(Boolean).join(' ');
  // With Cloud Messaging configured, the page's Firebase SDK registers this browser's push token there.
  const push = config.FIREBASE_CREDENTIALS ? FIREBASE_MESSAGING_SOURCES : [];
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...extra('script'))}`,
    `style-src ${list("'self'", `'nonce-${nonce}'`, ...extra('style'))}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", wsOrigin, ...extra('connect'), ...push)}`,
    `frame-src ${extra('frame').length ? list(...extra('frame')) : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Browser features the product uses, for its own origin only: the device's position ('Usa la mia
 * posizione'), the camera for taking photos, and the clipboard ('Copia' of a calendar feed, sharing a
 * location where Web Share is missing). Web Share itself keeps its default ('self'): Chromium on desktop
 * Linux does not know it and would report the header as broken. Every other feature the browser knows is
 * off, for embedded frames and for any script that might find its way onto a page (the list is what
 * Chromium 156 knows). Client hints (ch-*) are not capabilities and keep their defaults, and so does
 * aria-notify (announcements to screen readers).
 */
const ALLOWED_FEATURES = ['camera', 'clipboard-write', 'geolocation'] as const;
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'captured-surface-control',
  'clipboard-read',
  'compute-pressure',
  'cross-origin-isolated',
  'deferred-fetch',
  'deferred-fetch-minimal',
  'digital-credentials-create',
  'digital-credentials-get',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'language-detector',
  'language-model',
  'local-fonts',
  'local-network',
  'local-network-access',
  'loopback-network',
  'magnetometer',
  'media-playback-while-not-visible',
  'microphone',
  'midi',
  'on-device-speech-recognition',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'private-state-token-issuance',
  'private-state-token-redemption',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'summarizer',
  'sync-xhr',
  'translator',
  'unload',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;
export const PERMISSIONS_POLICY = [
  ...ALLOWED_FEATURES.map((f) => `${f}=(self)`),
  ...DENIED_FEATURES.map((f) => `${f}=()`),
].join(', ');

/** Media, uploads and API answers are never documents: nothing may run, load or frame them. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const HSTS = 'max-age=31536000';
// A Host header as browsers send it: name or [IPv6], optional port. Anything else gets no ws source.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Sets the security headers on every answer, before express or the GraphQL fast path writes it.
 * HSTS only on a secure request: TLS here, or `X-Forwarded-Proto: https` from a trusted proxy (express's
 * 'trust proxy' setting decides which proxies count).
 */
export function securityHeaders(app: Express, config: Config) {
  // Built once per origin with a placeholder; each page answer gets its own nonce.
  const policies = new Map<string, string>();
  const policyFor = (wsOrigin: string | null, nonce: string) => {
    const key = wsOrigin ?? '';
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = pagePolicy(config, wsOrigin, NONCE_SLOT);
      if (policies.size < 32) policies.set(key, policy);
    }
    return policy.replace(NONCE_SLOT, nonce);
  };

  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const view = requestView(app, req);
    const path = (req.url ?? '/').split('?')[0]!;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const secure = view.secure;
    if (secure) res.setHeader('Strict-Transport-Security', HSTS);
    if (answerKind(path) === 'resource') {
      res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
      return;
    }
    const host = req.headers.host;
    const wsOrigin = host && HOST.test(host) ? `${secure ? 'wss' : 'ws'}://${host.toLowerCase()}` : null;
    const nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
    res.setHeader('Content-Security-Policy', policyFor(wsOrigin, nonce));
  };
}

const NONCE_SLOT = '\0nonce\0';
const nonces = new WeakMap<http.ServerResponse, string>();

/** This page answer's style nonce, for a server-made page with its own `<style>` element. */
export const cspNonce = (res: http.ServerResponse): string | undefined => nonces.get(res);

/**
 * The page with its answer's style nonce where react-aria looks for it. The `nonce` attribute (not
 * `content`) keeps the value out of the DOM's attributes, so injected markup cannot read it with CSS.
 */
export function withNonceMeta(html: string, res: http.ServerResponse): string {
  const nonce = nonces.get(res);
  return nonce ? html.replace('<head>', `<head><meta name="csp-nonce" nonce="${nonce}">`) : html;
}

function answerKind(path: string): 'page' | 'resource' {
  // The calendar feed is data for calendar apps, never a page: the strict resource policy, no nonce.
  if (path.startsWith('/media/') || path.startsWith('/calendar/') || path === '/uploads') return 'resource';
  // GraphQL answers JSON only, a browser opening it included (no landing page).
  return path === '/graphql' ? 'resource' : 'page';
}

/** express's own request getters (its 'trust proxy' setting) evaluated over a raw request. */
function requestView(app: Express, req: http.IncomingMessage): Request {
  return Object.create(app.request as object, {
    socket: { value: req.socket },
    connection: { value: req.socket },
    headers: { value: req.headers },
    app: { value: app },
  }) as Request;
}
