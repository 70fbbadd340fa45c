import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Logger } from 'pino';
import { consentPage, CONSENT_CSS, CONSENT_JS, SDK_SCRIPTS, type StandInProvider } from './assets.js';

/** Where the browser side of the stand-in lives: its SDK scripts, the consent popup and its form's endpoint. */
export const SOCIAL_STANDIN_PATH = '/dev/social';

export type { StandInProvider };
const PROVIDERS: StandInProvider[] = ['google', 'facebook', 'apple'];

interface Identity {
  provider: StandInProvider;
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The gateway's settings the stand-in reads, named as in its configuration. */
export interface SocialStandInSettings {
  GOOGLE_CLIENT_ID?: string | undefined;
  FACEBOOK_APP_ID?: string | undefined;
  APPLE_CLIENT_ID?: string | undefined;
  APPLE_ISSUER: string;
}

/** The settings the gateway then runs with: the stand-in's ids and addresses for unconfigured providers. */
export interface SocialStandInOverrides {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_USERINFO_URL?: string;
  FACEBOOK_APP_ID?: string;
  FACEBOOK_GRAPH_URL?: string;
  APPLE_CLIENT_ID?: string;
  APPLE_JWKS_URL?: string;
}

export interface SocialStandIn {
  config: SocialStandInOverrides;
  /** The providers it serves (those without real credentials). */
  providers: StandInProvider[];
  /** Where the gateway mounts `pages`: the scripts it serves open their popup there. */
  path: typeof SOCIAL_STANDIN_PATH;
  pages: express.Router;
  close(): Promise<void>;
}

const GRANT_TTL_MS = 60 * 60 * 1000;
const token = () => randomBytes(24).toString('base64url');

/**
 * A local stand-in for Google, Facebook and Apple sign-in, for development and tests only (never started in
 * production). The browser loads look-alike SDKs that open a consent popup where a test identity is chosen;
 * the gateway then verifies the credential exactly as with the real providers, over HTTP, against this
 * stand-in's user-info endpoint, Graph API and JWKS.
 */
export async function startSocialStandIn(
  config: SocialStandInSettings,
  logger: Logger,
  /** The client ids it configures: the client loads the stand-in's scripts instead of the providers' SDKs. */
  clientIds: Record<StandInProvider, string>,
): Promise<SocialStandIn | null> {
  const providers = PROVIDERS.filter(
    (p) =>
      !{ google: config.GOOGLE_CLIENT_ID, facebook: config.FACEBOOK_APP_ID, apple: config.APPLE_CLIENT_ID }[
        p
      ],
  );
  if (!providers.length) return null;

  const grants = new Map<string, { identity: Identity; expires: number }>();
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'standin-1', alg: 'RS256', use: 'sig' };
  const appleClientId = config.APPLE_CLIENT_ID ?? clientIds.apple;

  const lookup = (credential: string) => {
    const grant = grants.get(credential);
    return grant && grant.expires > Date.now() ? grant.identity : null;
  };

  // The provider side the gateway's verification code calls, on a port of its own like the real services.
  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/userinfo') {
      const id = lookup((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!id || id.provider !== 'google') return send(401, { error: 'invalid_token' });
      return send(200, { sub: id.sub, email: id.email, email_verified: id.emailVerified, name: id.name });
    }
    if (url.pathname === '/facebook/me') {
      const id = lookup(url.searchParams.get('access_token') ?? '');
      if (!id || id.provider !== 'facebook')
        return send(400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException' } });
      // Facebook gives only confirmed e-mails.
      return send(200, { id: id.sub, name: id.name, ...(id.emailVerified ? { email: id.email } : {}) });
    }
    if (url.pathname === '/apple/keys') return send(200, { keys: [jwk] });
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(api.address() as { port: number }).port}`;

  const appleToken = (id: Identity, key: CryptoKey) =>
    new SignJWT({ email: id.email, email_verified: id.emailVerified })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setSubject(id.sub)
      .setIssuer(config.APPLE_ISSUER)
      .setAudience(appleClientId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);

  const pages = express.Router();
  pages.get('/sdk/:provider.js', (req, res) => {
    const script = SDK_SCRIPTS[req.params.provider as StandInProvider];
    if (!script) return res.status(404).end();
    res.type('text/javascript').set('cache-control', 'no-store').send(script);
  });
  pages.get('/consent.js', (_req, res) => res.type('text/javascript').send(CONSENT_JS));
  pages.get('/consent.css', (_req, res) => res.type('text/css').send(CONSENT_CSS));
  pages.get('/consent', (req, res) => {
    const provider = req.query.provider as StandInProvider;
    if (!providers.includes(provider)) return res.status(404).type('text/plain').send('Provider non servito');
    res.type('html').set('cache-control', 'no-store').send(consentPage(provider, SOCIAL_STANDIN_PATH));
  });
  pages.post('/authorize', express.json({ limit: '4kb' }), async (req, res) => {
    const body = req.body as Record<string, unknown>;
    const provider = body.provider as StandInProvider;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!providers.includes(provider) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return res.status(400).json({ error: 'invalid_request', error_description: 'E-mail non valida' });
    const outcome = body.outcome === 'invalid' || body.outcome === 'error' ? body.outcome : 'grant';
    if (outcome === 'error')
      return res.json({ error: 'access_denied', error_description: 'accesso negato dal fornitore (prova)' });
    const identity: Identity = {
      provider,
      // The same e-mail is the same person at the provider: signing in twice links one account.
      sub: `${provider}-${createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 20)}`,
      email,
      name: typeof body.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 80) : email,
      emailVerified: body.emailVerified !== false,
    };
    const credential = token();
    // An 'invalid' outcome hands out a credential the provider side does not know: the gateway refuses it.
    if (outcome === 'grant') grants.set(credential, { identity, expires: Date.now() + GRANT_TTL_MS });
    if (provider === 'google') return res.json({ access_token: credential });
    if (provider === 'facebook') return res.json({ accessToken: credential, userID: identity.sub });
    const key = outcome === 'grant' ? privateKey : (await generateKeyPair('RS256')).privateKey;
    return res.json({ id_token: await appleToken(identity, key) });
  });

  const overrides: SocialStandInOverrides = {};
  if (providers.includes('google'))
    Object.assign(overrides, {
      GOOGLE_CLIENT_ID: clientIds.google,
      GOOGLE_USERINFO_URL: `${base}/google/userinfo`,
    });
  if (providers.includes('facebook'))
    Object.assign(overrides, {
      FACEBOOK_APP_ID: clientIds.facebook,
      FACEBOOK_GRAPH_URL: `${base}/facebook`,
    });
  if (providers.includes('apple'))
    Object.assign(overrides, { APPLE_CLIENT_ID: appleClientId, APPLE_JWKS_URL: `${base}/apple/keys` });
  logger.info({ providers }, 'social sign-in stand-in running (development only)');

  return {
    config: overrides,
    providers,
    path: SOCIAL_STANDIN_PATH,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        api.closeAllConnections();
        api.close(() => resolve());
      }),
  };
}
