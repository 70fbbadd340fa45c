import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { endSession, resolveViewer } from './session.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
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
    );
    expect(state.kind).toBe('signed-in');
    if (state.kind === 'signed-in') await endSession(gw.database.db, state.sessionId);
    const ended = await gw.gql(VIEWER, {}, { token: good });
    expect(ended.errors?.[0]?.extensions?.code).toBe('INVALID_SESSION');
  });

  it('signs in with e-mail and password and signs out', async () => {
    const user = await buildUser(gw.database.db, { password: 'Festa!2025x' });
    const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token isVerified completed user { email } } }`;
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
});
