import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { uid } from './test/factories.js';
import { authAttempts } from './db/schema/index.js';
import { ConfigError, loadConfig } from './config.js';
import { LOGIN } from './test/auth.js';

/** A failed sign-in sent through a "proxy" at 127.0.0.1 for `client`; resolves to the address recorded. */
async function recordedAddress(gw: TestGateway, client: string): Promise<string | undefined> {
  const email = `proxy-${uid()}@test.festalocation.it`;
  await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password: 'Sbagliata!1' } } }),
  });
  const [row] = await gw.database.db.select().from(authAttempts).where(eq(authAttempts.email, email));
  return row?.ip;
}

// Behind nginx or an ingress the client's address is in X-Forwarded-For, believed only from the proxies named
// in TRUST_PROXY: the per-address limits must count the clients, and a client must not choose its address.
describe('TRUST_PROXY', () => {
  let trusting: TestGateway;
  let elsewhere: TestGateway;
  beforeAll(async () => {
    [trusting, elsewhere] = await Promise.all([
      startTestGateway({ TRUST_PROXY: '127.0.0.1/8, 10.20.0.0/16' }),
      startTestGateway({ TRUST_PROXY: '10.20.0.0/16' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusting?.stop(), elsewhere?.stop()]);
  });

  it('takes the client from X-Forwarded-For sent by a listed proxy', async () => {
    expect(await recordedAddress(trusting, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from an address not listed: the caller is the client', async () => {
    expect(await recordedAddress(elsewhere, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('refuses a value that is neither an address, a range nor a known name', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback, proxy.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
  });
});
