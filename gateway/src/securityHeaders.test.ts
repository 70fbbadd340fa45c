import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { buildUser, tokenFor } from './test/factories.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const common = (res: Response) => {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
};

describe('security headers', () => {
  it('puts a content security policy and the other headers on pages', async () => {
    for (const p of ['/', '/search', '/location/qualcosa']) {
      const res = await fetch(`${gw.url}${p}`);
      common(res);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/img-src 'self' data: blob:/);
      expect(csp).toMatch(new RegExp(`connect-src 'self' ws://${new URL(gw.url).host}`));
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      // react-aria's run-time <style> elements take the answer's nonce from the page.
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{20,})'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(await res.text()).toContain(`<meta name="csp-nonce" nonce="${nonce}">`);
    }
    const again = await fetch(`${gw.url}/`);
    const nonces = [again, await fetch(`${gw.url}/`)].map(
      (r) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy')!)?.[1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('locks media, uploads and GraphQL answers down', async () => {
    const token = await tokenFor(gw, await buildUser(gw.database.db));
    const form = new FormData();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'x.png');
    const uploaded = await fetch(`${gw.url}/uploads?area=square`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    common(uploaded);
    const { url } = (await uploaded.json()) as { url: string };
    const answers = [
      await fetch(gw.url + url),
      await fetch(`${gw.url}/media/uploads/missing.webp`),
      await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ partners { id } }' }),
      }),
      await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/graphql-response+json, application/json; charset=utf-8' },
        body: '{}',
      }),
    ];
    for (const res of answers) {
      common(res);
      // express's own 404 page replaces the policy with its own, just as strict.
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    }
    expect(answers[0]!.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'; sandbox/);
  });

  it('sends HSTS only on a secure request (X-Forwarded-Proto from the trusted proxy)', async () => {
    const secure = await fetch(`${gw.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(secure.headers.get('content-security-policy')).toMatch(/connect-src 'self' wss:\/\//);
    const api = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ query: '{ partners { id } }' }),
    });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await fetch(`${gw.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('browser features', () => {
  it('sends a Permissions-Policy on every answer: camera, geolocation and clipboard writes for the site itself, the rest off', async () => {
    const answers = await Promise.all([
      fetch(`${gw.url}/`),
      fetch(`${gw.url}/search`),
      fetch(`${gw.url}/media/uploads/missing.webp`),
      fetch(`${gw.url}/healthz`),
      fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ partners { id } }' }),
      }),
      fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } }),
      fetch(`${gw.url}/uploads`, { method: 'POST' }),
      fetch(`${gw.url}/da-nessuna-parte`, { method: 'POST' }),
    ]);
    for (const res of answers) {
      const policy = res.headers.get('permissions-policy') ?? '';
      const features = new Map(policy.split(/,\s*/).map((d) => d.split('=') as [string, string]));
      expect(features.get('camera'), res.url).toBe('(self)');
      expect(features.get('geolocation'), res.url).toBe('(self)');
      expect(features.get('clipboard-write'), res.url).toBe('(self)');
      for (const off of ['microphone', 'payment', 'usb', 'display-capture', 'browsing-topics', 'fullscreen'])
        expect(features.get(off), `${res.url} ${off}`).toBe('()');
      const allowed = [...features].filter(([, allow]) => allow !== '()').map(([f]) => f);
      expect(allowed.sort()).toEqual(['camera', 'clipboard-write', 'geolocation']);
    }
  });

  it('opening /graphql in a browser loads nothing from outside: no landing page, a JSON answer under the resource policy', async () => {
    const res = await fetch(`${gw.url}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const body = await res.text();
    expect(body).not.toMatch(/<html|<script|apollographql\.com|https?:\/\//i);
    expect(JSON.parse(body)).toMatchObject({ errors: [expect.anything()] });
  });
});

describe('the installable app in the page policy', () => {
  it('lets the page register its worker and manifest, and Firebase Messaging only when push is configured', async () => {
    const { pagePolicy } = await import('./securityHeaders.js');
    const local = pagePolicy(gw.config, null, 'n');
    expect(local).toMatch(/worker-src 'self'/);
    expect(local).toMatch(/manifest-src 'self'/);
    expect(local).not.toMatch(/googleapis/);
    const firebase = pagePolicy({ ...gw.config, FIREBASE_CREDENTIALS: '{}' }, null, 'n');
    expect(firebase).toMatch(
      /connect-src 'self' https:\/\/firebaseinstallations\.googleapis\.com https:\/\/fcmregistrations\.googleapis\.com/,
    );
  });
});
