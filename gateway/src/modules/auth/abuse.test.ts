import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, uid } from '../../test/factories.js';
import { authAttempts, oneTimeCodes, users } from '../../db/schema/index.js';
import { LOGIN } from '../../test/auth.js';

// What an attacker tries against registration, sign-in and codes, and what each attempt gets.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '5',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '30',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '10',
    LOGIN_DELAY_SECONDS: '30',
  });
});
afterAll(async () => {
  await gw?.stop();
});

type Err = { message: string; extensions?: Record<string, unknown> };
type Res<T> = { data?: T; errors?: Err[] };
async function gqlFrom<T = Record<string, unknown>>(
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Res<T>> {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Res<T>;
  await gw.app.outbox.settled(); // codes are mailed after commit, in the background
  return body;
}
const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const email = () => `abuso-${uid()}@test.festalocation.it`;
const lastCode = (to: string) => {
  const msg = [...gw.mail].reverse().find((m) => m.to === to);
  return /(\d{6})/.exec(msg?.text ?? '')?.[1];
};
const answer = (r: Res<unknown>) =>
  r.errors?.length ? `${String(r.errors[0]!.extensions?.code)}: ${r.errors[0]!.message}` : 'ok';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) }`;
const REQUEST = `mutation ($email: String!) { requestVerification(email: $email) { resendAfterSeconds } }`;
const VERIFY = `mutation ($input: OtpInput!) { verifyEmailOtp(input: $input) { token } }`;
const REQ_RESET = `mutation ($email: String!) { requestPasswordResetOtp(email: $email) { resendAfterSeconds } }`;
const VER_RESET = `mutation ($input: OtpInput!) { verifyPasswordOtp(input: $input) { resetToken } }`;
const registerInput = (mail: string, password: string, over: Record<string, unknown> = {}) => ({
  email: mail,
  password,
  termsAccepted: true,
  privacyAccepted: true,
  marketingConsent: false,
  profilingConsent: false,
  ...over,
});
const userRow = async (mail: string) =>
  (await gw.database.db.select().from(users).where(eq(users.email, mail)))[0]!;

describe('a repeated registration', () => {
  it('never changes an unverified account, and the attacker cannot sign in after the owner verifies', async () => {
    const mail = email();
    const owner = 'Proprietario!1';
    const attacker = 'Attaccante!2';
    const t0 = Date.now();
    expect(await gqlFrom(freshIp(), REGISTER, { input: registerInput(mail, owner) })).toEqual({
      data: { register: true },
    });
    const firstMs = Date.now() - t0;
    const before = await userRow(mail);

    const t1 = Date.now();
    const again = await gqlFrom(freshIp(), REGISTER, {
      input: registerInput(mail, attacker, { marketingConsent: true, profilingConsent: true }),
    });
    const againMs = Date.now() - t1;
    // Same answer as a new registration, and it still pays for a bcrypt hash.
    expect(again).toEqual({ data: { register: true } });
    expect(againMs).toBeGreaterThan(firstMs / 4);
    const { passwordDisputed, ...after } = await userRow(mail);
    expect({ ...after, passwordDisputed: before.passwordDisputed }).toEqual(before);
    // Only the mark that the password is now unproven: verifying the e-mail will drop it.
    expect(passwordDisputed).toBe(true);

    // The owner reads the code and verifies; the attacker's password never opens the account.
    await gqlFrom(freshIp(), REQUEST, { email: mail });
    const verified = await gqlFrom<{ verifyEmailOtp: { token: string } }>(freshIp(), VERIFY, {
      input: { email: mail, otp: lastCode(mail) },
    });
    expect(verified.data?.verifyEmailOtp.token).toBeTruthy();
    const stolen = await gqlFrom(freshIp(), LOGIN, { input: { email: mail, password: attacker } });
    expect(stolen.errors?.[0]?.message).toBe('Credenziali non valide');
  });

  it('drops the password when two registrations disagreed, so whoever registered first cannot keep a key', async () => {
    const mail = email();
    await gqlFrom(freshIp(), REGISTER, { input: registerInput(mail, 'Attaccante!2') }); // the attacker, first
    await gqlFrom(freshIp(), REGISTER, { input: registerInput(mail, 'Proprietario!1') }); // the owner
    await gqlFrom(freshIp(), REQUEST, { email: mail });
    const verified = await gqlFrom(freshIp(), VERIFY, { input: { email: mail, otp: lastCode(mail) } });
    expect(verified.errors).toBeUndefined();
    for (const password of ['Attaccante!2', 'Proprietario!1']) {
      const res = await gqlFrom(freshIp(), LOGIN, { input: { email: mail, password } });
      expect(res.errors?.[0]?.message).toBe('Credenziali non valide');
    }
    // The owner sets a password with the forgotten-password code, which only their inbox receives.
    expect((await userRow(mail)).passwordHash).toBeNull();
  });

  it('keeps the password when the owner simply registers twice with the same one', async () => {
    const mail = email();
    await gqlFrom(freshIp(), REGISTER, { input: registerInput(mail, 'Stessa!Pass1') });
    await gqlFrom(freshIp(), REGISTER, { input: registerInput(mail, 'Stessa!Pass1') });
    await gqlFrom(freshIp(), REQUEST, { email: mail });
    await gqlFrom(freshIp(), VERIFY, { input: { email: mail, otp: lastCode(mail) } });
    const login = await gqlFrom(freshIp(), LOGIN, { input: { email: mail, password: 'Stessa!Pass1' } });
    expect(login.errors).toBeUndefined();
  });
});

describe('sign-in limits', () => {
  it('evaluates at most the allowed attempts of 60 parallel logins, for a real and an unknown e-mail alike', async () => {
    const user = await buildUser(gw.database.db);
    const ghost = email();
    const right = Math.floor(Math.random() * 60);
    const burst = (mail: string, ip: string) =>
      Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          gqlFrom(ip, LOGIN, {
            input: { email: mail, password: i === right ? user.password : `Sbagliata!${i}` },
          }),
        ),
      );
    const [real, unknown] = await Promise.all([burst(user.email, freshIp()), burst(ghost, freshIp())]);
    for (const answers of [real, unknown]) {
      const evaluated = answers.filter((r) => r.errors?.[0]?.extensions?.code !== 'RATE_LIMITED');
      expect(evaluated.length).toBeLessThanOrEqual(5);
      const limited = answers.find((r) => r.errors?.[0]?.extensions?.code === 'RATE_LIMITED')!;
      expect(limited.errors![0]!.message).toBe(
        'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.',
      );
    }
    const counted = await gw.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authAttempts)
      .where(eq(authAttempts.email, user.email));
    expect(counted[0]!.n).toBeLessThanOrEqual(5);
  }, 60_000);

  it('does not lock the owner out of their own address after failures from elsewhere', async () => {
    const user = await buildUser(gw.database.db);
    const home = freshIp();
    // The owner signed in from home before; then someone tries passwords from many places.
    expect(
      (await gqlFrom(home, LOGIN, { input: { email: user.email, password: user.password } })).errors,
    ).toBeUndefined();
    for (let i = 0; i < 12; i++)
      await gqlFrom(freshIp(), LOGIN, { input: { email: user.email, password: 'Sbagliata!1' } });
    // Past the account-wide limit, only addresses that never signed in to the account are slowed down.
    const newDevice = await gqlFrom(freshIp(), LOGIN, {
      input: { email: user.email, password: user.password },
    });
    expect(newDevice.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const owner = await gqlFrom(home, LOGIN, { input: { email: user.email, password: user.password } });
    expect(owner.errors).toBeUndefined();
  });

  it('answers with a delay that grows with each further failure, not a flat lock-out', async () => {
    const user = await buildUser(gw.database.db);
    const ip = freshIp();
    const wrong = { input: { email: user.email, password: 'Sbagliata!1' } };
    for (let i = 0; i < 5; i++) expect(answer(await gqlFrom(ip, LOGIN, wrong))).toMatch(/Credenziali/);
    const first = await gqlFrom(ip, LOGIN, wrong);
    expect(first.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const wait1 = first.errors![0]!.extensions!.retryAfterSeconds as number;
    expect(wait1).toBeGreaterThan(0);
    // Once the wait has passed, one more attempt is evaluated; a further failure doubles the wait.
    const age = async (seconds: number) =>
      gw.database.db
        .update(authAttempts)
        .set({ createdAt: sql`${authAttempts.createdAt} - make_interval(secs => ${seconds})` })
        .where(eq(authAttempts.email, user.email));
    await age(wait1 + 1);
    expect(answer(await gqlFrom(ip, LOGIN, wrong))).toMatch(/Credenziali/);
    const second = await gqlFrom(ip, LOGIN, wrong);
    const wait2 = second.errors![0]!.extensions!.retryAfterSeconds as number;
    expect(wait2).toBeGreaterThan(wait1);
    await age(wait2 + 1);
    const owner = await gqlFrom(ip, LOGIN, { input: { email: user.email, password: user.password } });
    expect(owner.errors).toBeUndefined();
  });
});

describe('code guesses', () => {
  const wrongOf = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

  it('answers an unknown e-mail exactly like a real one, through the sixth wrong code', async () => {
    const mail = email();
    await gqlFrom(freshIp(), REGISTER, { input: registerInput(mail, 'Festa!2025x') });
    const ghost = email();
    const seen: Record<string, string[]> = { real: [], ghost: [] };
    for (const [who, to] of [
      ['real', mail],
      ['ghost', ghost],
    ] as const) {
      const ip = freshIp();
      expect(await gqlFrom(ip, REQUEST, { email: to })).toEqual({
        data: { requestVerification: { resendAfterSeconds: 60 } },
      });
      for (let i = 0; i < 6; i++)
        seen[who]!.push(
          answer(await gqlFrom(ip, VERIFY, { input: { email: to, otp: wrongOf(lastCode(mail)) } })),
        );
    }
    expect(seen.real!.at(-1)).toMatch(/^RATE_LIMITED/);
    expect(seen.ghost).toEqual(seen.real);
  });

  it('caps wrong guesses per account over a day, whatever the resends', async () => {
    const user = await buildUser(gw.database.db);
    const resend = () =>
      gw.database.db
        .update(oneTimeCodes)
        .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` })
        .where(eq(oneTimeCodes.userId, user.id));
    let capped: Res<unknown> | undefined;
    for (let round = 0; round < 5 && !capped; round++) {
      await resend();
      expect((await gqlFrom(freshIp(), REQ_RESET, { email: user.email })).errors).toBeUndefined();
      for (let i = 0; i < 5; i++) {
        const res = await gqlFrom(freshIp(), VER_RESET, {
          input: { email: user.email, otp: wrongOf(lastCode(user.email)) },
        });
        if (res.errors?.[0]?.extensions?.reason === 'DAILY_LIMIT') {
          capped = res;
          break;
        }
      }
    }
    expect(capped?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Even the right code of a fresh resend is refused until the day has passed.
    await resend();
    await gqlFrom(freshIp(), REQ_RESET, { email: user.email });
    const right = await gqlFrom(freshIp(), VER_RESET, {
      input: { email: user.email, otp: lastCode(user.email) },
    });
    expect(right.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'DAILY_LIMIT' });
  });
  // Per client address there is no cap but a proof of work: see proofOfWork.test.ts.
});
