import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, uid } from '../../test/factories.js';
import { challengeOf, solveProof } from '../../test/proofOfWork.js';
import { authAttempts, oneTimeCodes, registrationAttempts, users } from '../../db/schema/index.js';
import { abuseMessages } from '@festa/domain/messages';

// Many people share one client address (a carrier's NAT, an office, a school): past the per-address
// thresholds the gateway asks for a proof of work instead of refusing everyone behind the address.
let gw: TestGateway;
beforeAll(async () => {
  // The product's thresholds; only the puzzle is made tiny, so solving it costs the test nothing.
  gw = await startTestGateway({ PROOF_OF_WORK_COST: '10', PROOF_OF_WORK_MAX_COUNTER: '100' });
});
afterAll(async () => {
  await gw?.stop();
});

type Err = { message: string; extensions?: Record<string, unknown> };
type Res<T = Record<string, unknown>> = { data?: T | null; errors?: Err[] };
async function from<T = Record<string, unknown>>(
  ip: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Res<T>> {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Res<T>;
  // Codes are mailed by the outbox worker after the answer, as `gw.gql` waits for it, so does this.
  await gw.app.outbox.settled();
  return body;
}
const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const email = () => `pow-${uid()}@test.festalocation.it`;
const lastCode = (to: string) =>
  /(\d{6})/.exec([...gw.mail].reverse().find((m) => m.to === to)?.text ?? '')?.[1];
const codeOf = (r: Res) => r.errors?.[0]?.extensions?.code;

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) }`;
const REQUEST = `mutation ($email: String!) { requestVerification(email: $email) { resendAfterSeconds } }`;
const VERIFY = `mutation ($input: OtpInput!) { verifyEmailOtp(input: $input) { token } }`;
const REQ_RESET = `mutation ($email: String!) { requestPasswordResetOtp(email: $email) { resendAfterSeconds } }`;
const VER_RESET = `mutation ($input: OtpInput!) { verifyPasswordOtp(input: $input) { resetToken } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
const registration = (mail: string, proofOfWork?: string) => ({
  input: {
    email: mail,
    password: 'Festa!2025x',
    termsAccepted: true,
    privacyAccepted: true,
    marketingConsent: false,
    profilingConsent: false,
    ...(proofOfWork ? { proofOfWork } : {}),
  },
});

/** Whoever else is behind the address got 30 codes wrong today (unknown e-mails: each a wrong guess). */
async function addressPastCodeThreshold() {
  const ip = freshIp();
  for (let i = 0; i < 30; i++) {
    const res = await from(ip, VERIFY, { input: { email: email(), otp: '123456' } });
    expect(res.errors?.[0]?.message).toBe('Codice non valido. Riprova.');
  }
  return ip;
}

describe('code entry from an address past the wrong-code threshold', () => {
  let shared: string;
  beforeAll(async () => {
    shared = await addressPastCodeThreshold();
  });

  it('asks for a proof of work instead of refusing a correct code, and accepts the code with one', async () => {
    const mail = email();
    await from(freshIp(), REGISTER, registration(mail));
    await from(freshIp(), REQUEST, { email: mail });
    const otp = lastCode(mail);

    const bare = await from(shared, VERIFY, { input: { email: mail, otp } });
    expect(codeOf(bare)).toBe('PROOF_OF_WORK_REQUIRED');
    expect(bare.errors![0]!.message).toBe(abuseMessages.proofOfWorkRequired);
    const challenge = challengeOf(bare);
    expect(challenge?.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge?.signature).toMatch(/^[0-9a-f]{64}$/);

    // The asking did not use up one of the code's attempts: the same code works with the proof.
    const proofOfWork = await solveProof(challenge);
    const verified = await from<{ verifyEmailOtp: { token: string } }>(shared, VERIFY, {
      input: { email: mail, otp, proofOfWork },
    });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyEmailOtp.token).toBeTruthy();

    // The password-reset code alike.
    const user = await buildUser(gw.database.db);
    await from(freshIp(), REQ_RESET, { email: user.email });
    const reset = { email: user.email, otp: lastCode(user.email) };
    const asked = await from(shared, VER_RESET, { input: reset });
    expect(codeOf(asked)).toBe('PROOF_OF_WORK_REQUIRED');
    const done = await from<{ verifyPasswordOtp: { resetToken: string } }>(shared, VER_RESET, {
      input: { ...reset, proofOfWork: await solveProof(challengeOf(asked)) },
    });
    expect(done.data?.verifyPasswordOtp.resetToken).toBeTruthy();

    // Another address is not asked for anything.
    const other = await from(freshIp(), VERIFY, { input: { email: email(), otp: '123456' } });
    expect(other.errors?.[0]?.message).toBe('Codice non valido. Riprova.');
  });

  it('takes each solved challenge once: a replayed proof, even sent in parallel, is refused', async () => {
    const first = await from(shared, VERIFY, { input: { email: email(), otp: '123456' } });
    const proofOfWork = await solveProof(challengeOf(first));
    const guesses = await Promise.all(
      Array.from({ length: 3 }, () =>
        from(shared, VERIFY, { input: { email: email(), otp: '123456', proofOfWork } }),
      ),
    );
    const evaluated = guesses.filter((r) => r.errors?.[0]?.message === 'Codice non valido. Riprova.');
    expect(evaluated).toHaveLength(1);
    const replays = guesses.filter((r) => codeOf(r) === 'PROOF_OF_WORK_REQUIRED');
    expect(replays).toHaveLength(2);
    for (const r of replays) {
      expect(r.errors![0]!.extensions).toMatchObject({ reason: 'REPLAYED' });
      // A fresh challenge comes with the refusal, so an honest client can simply solve again.
      expect(challengeOf(r)?.signature).not.toBe(challengeOf(first)?.signature);
    }
    const later = await from(shared, VERIFY, { input: { email: email(), otp: '123456', proofOfWork } });
    expect(later.errors?.[0]?.extensions).toMatchObject({
      code: 'PROOF_OF_WORK_REQUIRED',
      reason: 'REPLAYED',
    });
  });

  it('keeps the per-account daily cap: a proof of work does not lift it', async () => {
    const user = await buildUser(gw.database.db);
    const resend = async () => {
      await gw.database.db
        .update(oneTimeCodes)
        .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` })
        .where(eq(oneTimeCodes.userId, user.id));
      await from(freshIp(), REQ_RESET, { email: user.email });
    };
    // 15 wrong guesses from addresses of their own (three codes, five each).
    for (let round = 0; round < 3; round++) {
      await resend();
      for (let i = 0; i < 5; i++) {
        const wrong = lastCode(user.email) === '000000' ? '111111' : '000000';
        await from(freshIp(), VER_RESET, { input: { email: user.email, otp: wrong } });
      }
    }
    await resend();
    const right = { email: user.email, otp: lastCode(user.email) };
    const asked = await from(shared, VER_RESET, { input: right });
    const proofOfWork = asked.errors?.[0]?.extensions?.challenge
      ? await solveProof(challengeOf(asked))
      : undefined;
    const capped = await from(shared, VER_RESET, { input: { ...right, proofOfWork } });
    expect(capped.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'DAILY_LIMIT' });
    // Not even from a clean address, with or without a proof.
    const elsewhere = await from(freshIp(), VER_RESET, { input: right });
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'DAILY_LIMIT' });
  });
});

describe('sign-in from an address past its failure threshold', () => {
  it('asks for a proof of work instead of a wait, and signs in with one', async () => {
    const ip = freshIp();
    // 30 failed sign-ins of other people from this address (written directly: each real one costs a bcrypt).
    await gw.database.db
      .insert(authAttempts)
      .values(Array.from({ length: 30 }, () => ({ email: email(), ip, success: false })));
    const user = await buildUser(gw.database.db);
    const credentials = { email: user.email, password: user.password };
    const bare = await from(ip, LOGIN, { input: credentials });
    expect(codeOf(bare)).toBe('PROOF_OF_WORK_REQUIRED');
    const signedIn = await from<{ login: { token: string } }>(ip, LOGIN, {
      input: { ...credentials, proofOfWork: await solveProof(challengeOf(bare)) },
    });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.login.token).toBeTruthy();
  });
});

describe('registrations from one address', () => {
  it('asks the 11th registration within an hour for a proof of work, even in a burst, and accepts it with one', async () => {
    const ip = freshIp();
    // Eight people behind the address registered this hour (written directly: each real one costs two
    // bcrypts); then four more at once, of whom two get in and two are asked for a proof.
    await gw.database.db.insert(registrationAttempts).values(Array.from({ length: 8 }, () => ({ ip })));
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => from(ip, REGISTER, registration(email()))),
    );
    expect(burst.filter((r) => r.data?.register === true)).toHaveLength(2);
    const asked = burst.filter((r) => codeOf(r) === 'PROOF_OF_WORK_REQUIRED');
    expect(asked).toHaveLength(2);
    expect(asked[0]!.errors![0]!.message).toBe(abuseMessages.proofOfWorkRequired);

    const mail = email();
    const proofOfWork = await solveProof(challengeOf(asked[0]!));
    expect(await from(ip, REGISTER, registration(mail, proofOfWork))).toEqual({ data: { register: true } });
    expect(await gw.database.db.select().from(users).where(eq(users.email, mail))).toHaveLength(1);
    // The same proof does not open a second registration.
    const again = await from(ip, REGISTER, registration(email(), proofOfWork));
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'PROOF_OF_WORK_REQUIRED',
      reason: 'REPLAYED',
    });
  });
});
