import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { loadConfig } from '../../config.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { uid } from '../../test/factories.js';
import { startSocialStandIn } from './socialStandIn.js';

/** The development stand-in, driven as its consent popup drives it, verified by the real sign-in code. */
let gw: TestGateway;
beforeAll(async () => {
  // Google has real credentials here: the stand-in serves only Facebook and Apple.
  gw = await startTestGateway({ SOCIAL_STANDIN: 'true', GOOGLE_CLIENT_ID: 'real-google-client' });
});
afterAll(async () => {
  await gw?.stop();
});

const PAYLOAD = `token isVerified user { email }`;
const FACEBOOK = `mutation ($t: String!, $u: String!) { facebookLogin(accessToken: $t, userId: $u) { ${PAYLOAD} } }`;
const APPLE = `mutation ($t: String!) { appleLogin(idToken: $t, platform: "web") { ${PAYLOAD} } }`;
type Login = { token: string; isVerified: boolean; user: { email: string } };

async function authorize(body: Record<string, unknown>) {
  const res = await fetch(`${gw.url}/dev/social/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('social sign-in stand-in', () => {
  it('is offered for the unconfigured providers only, with its scripts and consent page', async () => {
    const res = await gw.gql<{ socialProviders: Record<string, unknown> }>(
      `query { socialProviders { googleClientId facebookAppId appleClientId standIn } }`,
    );
    expect(res.data!.socialProviders).toMatchObject({
      googleClientId: 'real-google-client',
      standIn: ['facebook', 'apple'],
    });
    expect(res.data!.socialProviders.facebookAppId).toEqual(expect.any(String));
    const sdk = await fetch(`${gw.url}/dev/social/sdk/apple.js`);
    expect(sdk.headers.get('content-type')).toMatch(/javascript/);
    expect(await sdk.text()).toContain('window.AppleID');
    const page = await fetch(`${gw.url}/dev/social/consent?provider=facebook`);
    expect(await page.text()).toContain('<h1>Accedi con Facebook</h1>');
    expect((await fetch(`${gw.url}/dev/social/consent?provider=google`)).status).toBe(404);
  });

  it('signs in with Facebook and Apple through the real verification, same account each time', async () => {
    const email = `social-${uid()}@example.com`;
    const fb = await authorize({ provider: 'facebook', email, name: 'Giulia Prova', emailVerified: true });
    const first = await gw.gql<{ facebookLogin: Login }>(FACEBOOK, {
      t: fb.body.accessToken,
      u: fb.body.userID,
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.facebookLogin).toMatchObject({ isVerified: true, user: { email } });
    const apple = await authorize({ provider: 'apple', email, emailVerified: true });
    const second = await gw.gql<{ appleLogin: Login }>(APPLE, { t: apple.body.id_token });
    expect(second.data!.appleLogin.user.email).toBe(email);
    const rows = await gw.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.facebookId).toBe(fb.body.userID);
    expect(rows[0]!.appleId).toEqual(expect.any(String));
  });

  it("answers the consent page's other choices as the providers do", async () => {
    const email = `social-${uid()}@example.com`;
    const invalid = await authorize({ provider: 'apple', email, outcome: 'invalid' });
    const refused = await gw.gql(APPLE, { t: invalid.body.id_token });
    expect(refused.errors?.[0]?.message).toBe('Accesso con Apple non riuscito. Per favore, riprova');
    const fbInvalid = await authorize({ provider: 'facebook', email, outcome: 'invalid' });
    const fbRefused = await gw.gql(FACEBOOK, { t: fbInvalid.body.accessToken, u: fbInvalid.body.userID });
    expect(fbRefused.errors?.[0]?.message).toBe('Accesso con Facebook non riuscito. Per favore, riprova');
    expect((await authorize({ provider: 'facebook', email, outcome: 'error' })).body.error).toBe(
      'access_denied',
    );
    expect((await authorize({ provider: 'facebook', email: 'not-an-email' })).status).toBe(400);
    // An unverified e-mail proves nothing: no account is linked or made from it.
    const unverified = await authorize({ provider: 'apple', email, emailVerified: false });
    expect((await gw.gql(APPLE, { t: unverified.body.id_token })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('never runs in production', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SOCIAL_STANDIN: 'true',
    });
    expect(await startSocialStandIn(config, pino({ level: 'silent' }))).toBeNull();
  });
});
