import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, uid } from '../../test/factories.js';
import { eq, sql } from 'drizzle-orm';
import { ghostCodeRequests, locations } from '../../db/schema/index.js';
import { ghostKeyHash } from './throttle.js';
import { LOGIN, type LoginData } from '../../test/auth.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '5',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
  });
});
afterAll(async () => {
  await gw?.stop();
});

type Res<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
/** Like gw.gql, from a chosen client address (the gateway trusts X-Forwarded-For from loopback). */
async function gqlFrom<T = Record<string, unknown>>(
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Res<T>> {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Res<T>;
  await gw.app.outbox.settled(); // codes are mailed after commit, in the background
  return body;
}
const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const email = () => `nuovo-${uid()}@test.festalocation.it`;
const lastCode = (to: string) => {
  const msg = [...gw.mail].reverse().find((m) => m.to === to);
  return /(\d{6})/.exec(msg?.text ?? '')?.[1];
};

const VIEWER = `query { viewer { user { email fullName city birthDate completed termsAcceptedAt marketingConsentAt profilingConsentAt } } }`;

describe('sign-in limits', () => {
  it('slows an account down after 5 failures from addresses it never signed in from, alike for unknown e-mails', async () => {
    const user = await buildUser(gw.database.db);
    const ghost = email();
    for (let i = 0; i < 5; i++) {
      expect(
        (await gqlFrom(freshIp(), LOGIN, { input: { email: user.email, password: 'Sbagliata!1' } }))
          .errors?.[0]?.message,
      ).toBe('Credenziali non valide');
      await gqlFrom(freshIp(), LOGIN, { input: { email: ghost, password: 'Sbagliata!1' } });
    }
    const locked = await gqlFrom(freshIp(), LOGIN, { input: { email: user.email, password: user.password } });
    const ghostLocked = await gqlFrom(freshIp(), LOGIN, { input: { email: ghost, password: 'x' } });
    expect(locked.errors?.[0]).toMatchObject({
      message: 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(ghostLocked.errors?.[0]?.message).toBe(locked.errors?.[0]?.message);
  });

  it('asks for a proof of work, not a wait, past the failures per address across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++)
      await gqlFrom(ip, LOGIN, { input: { email: email(), password: 'Sbagliata!1' } });
    const user = await buildUser(gw.database.db);
    const res = await gqlFrom(ip, LOGIN, { input: { email: user.email, password: user.password } });
    // Everyone behind the address is asked to prove work (proofOfWork.test.ts signs in with it).
    expect(res.errors?.[0]?.extensions?.code).toBe('PROOF_OF_WORK_REQUIRED');
    const elsewhere = await gqlFrom(freshIp(), LOGIN, {
      input: { email: user.email, password: user.password },
    });
    expect(elsewhere.errors).toBeUndefined();
  });

  it('refuses a password longer than 72 bytes even when its first 72 bytes match', async () => {
    const password = 'Aa1!' + 'y'.repeat(68);
    const user = await buildUser(gw.database.db, { password });
    const res = await gqlFrom(freshIp(), LOGIN, { input: { email: user.email, password: password + 'zzz' } });
    expect(res.errors?.[0]?.message).toBe('Credenziali non valide');
  });
});

describe('forgotten password', () => {
  const REQ = `mutation ($email: String!) { requestPasswordResetOtp(email: $email) { resendAfterSeconds } }`;
  const VER = `mutation ($input: OtpInput!) { verifyPasswordOtp(input: $input) { resetToken } }`;
  const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;

  it('refuses a second code for an unknown e-mail like for an account, from a wait kept in the database', async () => {
    const user = await buildUser(gw.database.db);
    const ghost = email();
    for (const who of [user.email, ghost])
      expect(await gw.gql(REQ, { email: who })).toEqual({
        data: { requestPasswordResetOtp: { resendAfterSeconds: 60 } },
      });
    const real = await gw.gql(REQ, { email: user.email });
    const unknown = await gw.gql(REQ, { email: ghost });
    for (const res of [real, unknown]) {
      expect(res.errors?.[0]?.message).toMatch(
        /^Attendi (59|60) secondi prima di richiedere un nuovo codice\.$/,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    // The wait lives in the database (so every gateway process sees it), under a hash, not the address.
    const key = ghostKeyHash(gw.config.jwtSecret, `FORGOT:${ghost}`);
    const aged = await gw.database.db
      .update(ghostCodeRequests)
      .set({ requestedAt: sql`now() - interval '61 seconds'` })
      .where(eq(ghostCodeRequests.keyHash, key))
      .returning();
    expect(aged).toHaveLength(1);
    expect(JSON.stringify(aged)).not.toContain(ghost);
    expect(await gw.gql(REQ, { email: ghost })).toEqual({
      data: { requestPasswordResetOtp: { resendAfterSeconds: 60 } },
    });
  });

  it('answers the same for unknown e-mails, resets once and ends every session', async () => {
    const user = await buildUser(gw.database.db);
    const unknown = email();
    expect(await gw.gql(REQ, { email: unknown })).toEqual({
      data: { requestPasswordResetOtp: { resendAfterSeconds: 60 } },
    });
    // Only this address counts: the shared outbox may deliver other files' e-mails meanwhile.
    await gw.app.outbox.drain();
    expect(gw.mail.filter((m) => m.to === unknown)).toEqual([]);
    const session = await gw.gql<{ login: { token: string } }>(LOGIN, {
      input: { email: user.email, password: user.password },
    });
    expect(await gw.gql(REQ, { email: ` ${user.email.toUpperCase()}` })).toEqual({
      data: { requestPasswordResetOtp: { resendAfterSeconds: 60 } },
    });
    expect(gw.mail.at(-1)!.subject).toBe('Il tuo codice per reimpostare la password');
    const verified = await gw.gql<{ verifyPasswordOtp: { resetToken: string } }>(VER, {
      input: { email: user.email, otp: lastCode(user.email) },
    });
    const resetToken = verified.data!.verifyPasswordOtp.resetToken;
    expect(JSON.stringify(verified)).not.toContain(lastCode(user.email));
    const weak = await gw.gql(RESET, { input: { resetToken, newPassword: 'corta' } });
    expect(weak.errors?.[0]).toMatchObject({ extensions: { field: 'newPassword' } });
    expect(await gw.gql(RESET, { input: { resetToken, newPassword: 'Nuova!Pass9' } })).toEqual({
      data: { resetPassword: true },
    });
    const reuse = await gw.gql(RESET, { input: { resetToken, newPassword: 'Altra!Pass9' } });
    expect(reuse.errors?.[0]?.extensions?.field).toBe('newPassword');
    expect(
      (await gw.gql(VIEWER, {}, { token: session.data!.login.token })).errors?.[0]?.extensions?.code,
    ).toBe('INVALID_SESSION');
    const login = await gw.gql(LOGIN, { input: { email: user.email, password: 'Nuova!Pass9' } });
    expect(login.errors).toBeUndefined();
  });
});

describe('the first location', () => {
  // Locations listed in one transaction (the demo seed, an import) share `created_at`: the first must not
  // become another one because a row was rewritten since (Postgres then returns ties in another order).
  it('is the first listed, of several listed at the same instant too, whatever was changed since', async () => {
    const user = await buildUser(gw.database.db);
    const at = new Date('2026-01-01T10:00:00Z');
    const listed = [];
    for (const name of ['Prima', 'Seconda', 'Terza'])
      listed.push(
        await buildLocation(gw.database.db, { ownerId: user.id, name: `${name} ${uid()}`, createdAt: at }),
      );
    await gw.database.db
      .update(locations)
      .set({ name: `Prima ${uid()}` })
      .where(eq(locations.id, listed[0]!.id));
    await gw.database.db
      .update(locations)
      .set({ name: `Seconda ${uid()}` })
      .where(eq(locations.id, listed[1]!.id));
    const res = await gw.gql<LoginData>(LOGIN, { input: { email: user.email, password: user.password } });
    expect(res.data?.login.firstLocation?.id).toBe(listed[0]!.id);
  });
});
