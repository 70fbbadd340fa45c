import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, uid } from '../../test/factories.js';
import { LOGIN } from '../../test/auth.js';

/** Local stand-ins for Google's user-info endpoint, Facebook's Graph API and Apple's JWKS. */
let provider: http.Server;
let gw: TestGateway;
let appleKey: CryptoKey;
let strangerKey: CryptoKey;
const googleTokens = new Map<string, Record<string, unknown>>();
const facebookTokens = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  appleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  provider = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const info = googleTokens.get(token);
      return info ? send(200, info) : send(401, { error: 'invalid_token' });
    }
    if (url.pathname === '/graph/me') {
      const info = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      return info ? send(200, info) : send(400, { error: { message: 'Invalid OAuth access token' } });
    }
    if (url.pathname === '/apple/keys') return send(200, { keys: [jwk] });
    send(404, {});
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
  gw = await startTestGateway({
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_USERINFO_URL: `${base}/google/userinfo`,
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_GRAPH_URL: `${base}/graph`,
    APPLE_CLIENT_ID: 'it.festalocation.web',
    APPLE_JWKS_URL: `${base}/apple/keys`,
    APPLE_ISSUER: 'https://appleid.apple.com',
  });
});
afterAll(async () => {
  await gw?.stop();
  provider?.close();
});

const PAYLOAD = `token isVerified completed user { email } firstLocation { id }`;
const GOOGLE = `mutation ($t: String!) { googleLogin(accessToken: $t) { ${PAYLOAD} } }`;
const FACEBOOK = `mutation ($t: String!, $u: String!) { facebookLogin(accessToken: $t, userId: $u) { ${PAYLOAD} } }`;
const APPLE = `mutation ($t: String!) { appleLogin(idToken: $t, platform: "web") { ${PAYLOAD} } }`;

const appleToken = (
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey; aud?: string; iss?: string; exp?: string } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(String(claims.sub ?? `apple-${uid()}`))
    .setIssuer(opts.iss ?? 'https://appleid.apple.com')
    .setAudience(opts.aud ?? 'it.festalocation.web')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(opts.key ?? appleKey);

describe('social sign-in', () => {
  it('lists the configured providers', async () => {
    const res = await gw.gql(`query { socialProviders { googleClientId facebookAppId appleClientId } }`);
    expect(res.data).toEqual({
      socialProviders: {
        googleClientId: 'google-client',
        facebookAppId: 'fb-app',
        appleClientId: 'it.festalocation.web',
      },
    });
  });

  it('Google: creates an account from a verified e-mail, then finds it again by id', async () => {
    const email = `g-${uid()}@gmail.test`;
    googleTokens.set('good', { sub: `g-${uid()}`, email, email_verified: true });
    const first = await gw.gql<{
      googleLogin: { token: string; completed: boolean; user: { email: string } };
    }>(GOOGLE, { t: 'good' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.googleLogin).toMatchObject({ isVerified: true, completed: false, user: { email } });
    const again = await gw.gql<{ googleLogin: { user: { email: string } } }>(GOOGLE, { t: 'good' });
    expect(again.data!.googleLogin.user.email).toBe(email);
    const bad = await gw.gql(GOOGLE, { t: 'forged' });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    googleTokens.set('unverified', { sub: `g-${uid()}`, email: `u-${uid()}@x.test`, email_verified: false });
    expect((await gw.gql(GOOGLE, { t: 'unverified' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('Facebook: links to the existing account with the same e-mail; the user id must match', async () => {
    const user = await buildUser(gw.database.db);
    const fbId = `fb-${uid()}`;
    facebookTokens.set('fb-good', { id: fbId, email: user.email, name: 'X' });
    const mismatch = await gw.gql(FACEBOOK, { t: 'fb-good', u: 'someone-else' });
    expect(mismatch.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const ok = await gw.gql<{ facebookLogin: { completed: boolean; user: { email: string } } }>(FACEBOOK, {
      t: 'fb-good',
      u: fbId,
    });
    expect(ok.data!.facebookLogin).toMatchObject({ completed: true, user: { email: user.email } });
  });

  it('Apple: verifies signature, issuer, audience and expiry against the JWKS', async () => {
    const email = `a-${uid()}@privaterelay.test`;
    const sub = `apple-${uid()}`;
    const good = await appleToken({ sub, email, email_verified: 'true' });
    const ok = await gw.gql<{ appleLogin: { user: { email: string } } }>(APPLE, { t: good });
    expect(ok.data!.appleLogin.user.email).toBe(email);
    const bads = [
      await appleToken({ sub, email, email_verified: true }, { key: strangerKey }),
      await appleToken({ sub, email, email_verified: true }, { aud: 'another-app' }),
      await appleToken({ sub, email, email_verified: true }, { iss: 'https://evil.example' }),
      await appleToken({ sub, email, email_verified: true }, { exp: '-1m' }),
      'not-a-jwt',
    ];
    for (const t of bads) {
      const res = await gw.gql(APPLE, { t });
      expect(res.errors?.[0]?.message).toBe('Accesso con Apple non riuscito. Per favore, riprova');
    }
  });
});

describe('social sign-in not configured', () => {
  it('hides and refuses unconfigured providers', async () => {
    const bare = await startTestGateway();
    try {
      const res = await bare.gql(
        `query { socialProviders { googleClientId facebookAppId appleClientId standIn } }`,
      );
      expect(res.data).toEqual({
        socialProviders: { googleClientId: null, facebookAppId: null, appleClientId: null, standIn: [] },
      });
      expect((await bare.gql(GOOGLE, { t: 'x' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await bare.stop();
    }
  });

  it('drops the unproven password of an unverified account it links to (pre-account hijacking)', async () => {
    // Someone registered the owner's address with their own password and never verified it.
    const squatter = await buildUser(gw.database.db, { isVerified: false, password: 'Abusivo!123' });
    const token = `pre-${uid()}`;
    googleTokens.set(token, { sub: `g-${uid()}`, email: squatter.email, email_verified: true });
    const res = await gw.gql(GOOGLE, { t: token });
    expect(res.errors).toBeUndefined();
    const stolen = await gw.gql(LOGIN, { input: { email: squatter.email, password: 'Abusivo!123' } });
    expect(stolen.errors?.[0]?.message).toBe('Credenziali non valide');
  });
});
