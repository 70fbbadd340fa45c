import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { captureLogs } from '../../test/logs.js';
import { liveClient } from '../../test/ws.js';
import { sessions } from '../../db/schema/index.js';
import { endSession, LAST_SEEN_REFRESH_MS, resolveViewer } from './session.js';
import { LOGIN } from '../../test/auth.js';

let gw: TestGateway;
const logs = captureLogs();
beforeAll(async () => {
  gw = await startTestGateway({}, { logger: logs.logger });
});
afterAll(async () => {
  await gw?.stop();
});

const VIEWER = `query { viewer { user { email completed } hasLocation locations { name } } }`;

describe('sessions', () => {
  it('answers viewer null without a token', async () => {
    const res = await gw.gql(VIEWER);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ viewer: null });
  });

  it('resolves the viewer from a Bearer token, with their locations', async () => {
    const user = await buildUser(gw.database.db);
    await buildLocation(gw.database.db, { ownerId: user.id, name: 'Casale del Test' });
    const res = await gw.gql<{
      viewer: { user: { email: string }; hasLocation: boolean; locations: { name: string }[] };
    }>(VIEWER, {}, { token: await tokenFor(gw, user) });
    expect(res.data?.viewer.user.email).toBe(user.email);
    expect(res.data?.viewer.hasLocation).toBe(true);
    expect(res.data?.viewer.locations.map((l) => l.name)).toEqual(['Casale del Test']);
  });

  it('gives INVALID_SESSION for a garbage, foreign, wrong-algorithm or ended token', async () => {
    const user = await buildUser(gw.database.db);
    const good = await tokenFor(gw, user);
    const foreign = await new SignJWT({ sid: 'x', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(gw.config.JWT_ISSUER)
      .setAudience(gw.config.JWT_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const [, payload] = good.split('.');
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const token of ['garbage', foreign, noneAlg]) {
      const res = await gw.gql(VIEWER, {}, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe('INVALID_SESSION');
      expect(res.errors?.[0]?.message).toBe('La tua sessione è scaduta. Per favore, accedi di nuovo.');
    }
    const state = await resolveViewer(
      gw.database.db,
      { secret: gw.config.jwtSecret, issuer: gw.config.JWT_ISSUER, audience: gw.config.JWT_AUDIENCE },
      `Bearer ${good}`,
      logs.logger,
    );
    expect(state.kind).toBe('signed-in');
    if (state.kind === 'signed-in') await endSession(gw.database.db, state.sessionId);
    const ended = await gw.gql(VIEWER, {}, { token: good });
    expect(ended.errors?.[0]?.extensions?.code).toBe('INVALID_SESSION');
  });

  it('refuses a token signed with our key whose sid or sub is not a uuid as any bad token, on every door, and logs why', async () => {
    const user = await buildUser(gw.database.db);
    const good = await tokenFor(gw, user);
    const { sid } = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const signed = (claims: { sid: unknown; sub: string; ver: unknown }) =>
      new SignJWT({ sid: claims.sid, ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(gw.config.JWT_ISSUER)
        .setAudience(gw.config.JWT_AUDIENCE)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(gw.config.jwtSecret));
    const forged = {
      sid: await signed({ sid: 'x', sub: user.id, ver: 0 }),
      sub: await signed({ sid, sub: 'not-a-uuid', ver: 0 }),
      ver: await signed({ sid, sub: user.id, ver: 0.5 }),
    };
    for (const [claim, token] of Object.entries(forged)) {
      const auth = { authorization: `Bearer ${token}` };
      // The fast path (POST JSON) and express (GET): the house answer for a bad session, not a 500.
      const post = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ query: VIEWER }),
      });
      const get = await fetch(`${gw.url}/graphql?query=${encodeURIComponent(VIEWER)}`, {
        headers: { 'apollo-require-preflight': 'true', ...auth },
      });
      for (const res of [post, get]) {
        expect(res.status, claim).toBe(200);
        const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
        expect(body.errors?.[0]?.extensions?.code, claim).toBe('INVALID_SESSION');
      }
      const upload = await fetch(`${gw.url}/uploads?area=square`, { method: 'POST', headers: auth });
      expect(upload.status, claim).toBe(401);
      expect(((await upload.json()) as { error: { code: string } }).error.code).toBe('INVALID_SESSION');
      // The own-data download answers an ended session as uploads and GraphQL do.
      const download = await fetch(`${gw.url}/account/exports/${'a'.repeat(30)}.json`, { headers: auth });
      expect(download.status, claim).toBe(401);
      expect(((await download.json()) as { error: { code: string } }).error.code).toBe('INVALID_SESSION');
      const live = liveClient(gw.url, { token });
      expect((await live.closed).code, claim).toBe(4401);
      await live.dispose();
    }
    const refused = logs.find('signed session token refused').map((e) => e.reason);
    expect(refused).toContain('sid: not a uuid');
    expect(refused).toContain('sub: not a uuid');
    expect(refused).toContain('ver: not an integer');
    const logged = JSON.stringify(logs.entries());
    for (const token of Object.values(forged)) expect(logged).not.toContain(token.split('.')[2]);
    expect(logs.entries().filter((e) => Number(e.level) >= 50)).toEqual([]);
  });

  it('signs in with e-mail and password and signs out', async () => {
    const user = await buildUser(gw.database.db, { password: 'Festa!2025x' });
    const wrong = await gw.gql(LOGIN, { input: { email: user.email, password: 'sbagliata' } });
    expect(wrong.errors?.[0]?.message).toBe('Credenziali non valide');
    const unknown = await gw.gql(LOGIN, { input: { email: 'nessuno@example.com', password: 'sbagliata' } });
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
    const ok = await gw.gql<{ login: { token: string; completed: boolean } }>(LOGIN, {
      input: { email: `  ${user.email.toUpperCase()} `, password: 'Festa!2025x' },
    });
    expect(ok.errors).toBeUndefined();
    const token = ok.data!.login.token;
    expect((await gw.gql(VIEWER, {}, { token })).errors).toBeUndefined();
    expect((await gw.gql(`mutation { logout }`, {}, { token })).data).toEqual({ logout: true });
    expect((await gw.gql(VIEWER, {}, { token })).errors?.[0]?.extensions?.code).toBe('INVALID_SESSION');
  });

  it('names the failing field on bad login input', async () => {
    const res = await gw.gql(`mutation { login(input: { email: "", password: "" }) { token } }`);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(res.errors?.[0]?.message).toBe('Email è obbligatoria');
  });

  it('refreshes last_seen_at on use over HTTP and WebSocket, at most once an hour', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    const { db } = gw.database;
    const seen = async () =>
      (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id)))[0]!
        .at;
    const age = async (ms: number) => {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - ms) })
        .where(eq(sessions.userId, user.id));
      return seen();
    };

    // Two years idle, then two quick requests: the first writes, the second finds it fresh and does not.
    const old = await age(730 * 86_400_000);
    await gw.gql(VIEWER, {}, { token });
    const refreshed = await seen();
    expect(Date.now() - refreshed.getTime()).toBeLessThan(60_000);
    await gw.gql(VIEWER, {}, { token });
    expect((await seen()).getTime()).toBe(refreshed.getTime());
    expect(refreshed.getTime()).toBeGreaterThan(old.getTime());
    // Just under the throttle: still no write.
    const recent = await age(LAST_SEEN_REFRESH_MS - 60_000);
    await gw.gql(VIEWER, {}, { token });
    expect((await seen()).getTime()).toBe(recent.getTime());

    // A socket connection is a use too.
    await age(730 * 86_400_000);
    const client = createClient({
      url: gw.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const off = client.on('connected', () => (off(), resolve()));
        client.on('closed', reject);
        // graphql-ws connects lazily: a subscription opens the socket.
        client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: reject, complete: () => {} });
      });
    } finally {
      await client.dispose();
    }
    expect(Date.now() - (await seen()).getTime()).toBeLessThan(60_000);
  });
});
