import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bcrypt from 'bcrypt';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, uid } from '../../test/factories.js';
import { oneTimeCodes, users } from '../../db/schema/index.js';
import { LOGIN } from '../../test/auth.js';

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

const email = () => `nuovo-${uid()}@test.festalocation.it`;
const lastCode = (to: string) => {
  const msg = [...gw.mail].reverse().find((m) => m.to === to);
  return /(\d{6})/.exec(msg?.text ?? '')?.[1];
};

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) }`;
const REQUEST = `mutation ($email: String!) { requestVerification(email: $email) { resendAfterSeconds } }`;
const VERIFY = `mutation ($input: OtpInput!) { verifyEmailOtp(input: $input) { token isVerified completed user { email } } }`;
const COMPLETE = `mutation ($input: CompleteRegistrationInput!) { completeRegistration(input: $input) { avatarUrl firstLocation { id } user { fullName city completed } } }`;
const PASSWORD = 'Festa!2025x';

const registerInput = (mail: string, over: Record<string, unknown> = {}) => ({
  email: mail,
  password: PASSWORD,
  termsAccepted: true,
  privacyAccepted: true,
  marketingConsent: true,
  profilingConsent: false,
  ...over,
});

async function registeredAndVerified(mail = email()) {
  await gw.gql(REGISTER, { input: registerInput(mail) });
  await gw.gql(REQUEST, { email: mail });
  const res = await gw.gql<{ verifyEmailOtp: { token: string } }>(VERIFY, {
    input: { email: mail, otp: lastCode(mail) },
  });
  return { mail, token: res.data!.verifyEmailOtp.token };
}

describe('registration', () => {
  it('registers, e-mails a code, verifies it, completes the profile and sends a welcome mail', async () => {
    const mail = email();
    const reg = await gw.gql(REGISTER, { input: registerInput(`  ${mail.toUpperCase()} `) });
    expect(reg).toEqual({ data: { register: true } });
    const [row] = await gw.database.db.select().from(users).where(eq(users.email, mail));
    expect(row!.isVerified).toBe(false);
    expect(bcrypt.getRounds(row!.passwordHash!)).toBe(12);
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row!.marketingConsentAt).toBeInstanceOf(Date);
    expect(row!.profilingConsentAt).toBeNull();

    // Not verified yet: the right password gives no session, so the client asks for a code.
    const early = await gw.gql<{ login: { token: string | null; isVerified: boolean } }>(LOGIN, {
      input: { email: mail, password: PASSWORD },
    });
    expect(early.data?.login).toMatchObject({ token: null, isVerified: false });

    const req = await gw.gql(REQUEST, { email: mail });
    expect(req.data).toEqual({ requestVerification: { resendAfterSeconds: 60 } });
    const mailMsg = gw.mail.at(-1)!;
    expect(mailMsg.subject).toBe('Il tuo codice di verifica Festalocation');
    expect(mailMsg.html).toContain(lastCode(mail));
    const code = lastCode(mail)!;
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await gw.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, row!.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(600_000, -4);

    const ok = await gw.gql<{ verifyEmailOtp: { token: string; completed: boolean } }>(VERIFY, {
      input: { email: mail, otp: code },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.verifyEmailOtp.completed).toBe(false);
    const token = ok.data!.verifyEmailOtp.token;
    const again = await gw.gql(VERIFY, { input: { email: mail, otp: code } });
    expect(again.errors?.[0]?.message).toBe('Codice non valido. Riprova.');

    const done = await gw.gql<{ completeRegistration: { user: { fullName: string; city: string } } }>(
      COMPLETE,
      { input: { email: mail, fullName: '  Mario Rossi ', city: 'milano', birthDate: '1990-01-31' } },
      { token },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeRegistration.user).toEqual({
      fullName: 'Mario Rossi',
      city: 'Milano',
      completed: true,
    });
    expect(gw.mail.at(-1)).toMatchObject({ to: mail, subject: 'Benvenuto su Festalocation' });
    const login = await gw.gql<{ login: { token: string; completed: boolean } }>(LOGIN, {
      input: { email: mail, password: PASSWORD },
    });
    expect(login.data!.login.completed).toBe(true);
  });

  it('refuses missing consents, weak and over-long passwords with clear messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ termsAccepted: false }, 'termsAccepted', 'Devi accettare i termini e condizioni'],
      [{ privacyAccepted: false }, 'privacyAccepted', 'Devi accettare la privacy policy'],
      [{ password: 'debole' }, 'password', 'La password non rispetta i requisiti'],
      [{ password: 'Aa1!' + 'x'.repeat(69) }, 'password', 'La password non può superare i 72 byte'],
      [{ email: '' }, 'email', 'Email è obbligatoria'],
    ];
    for (const [over, field, message] of cases) {
      const res = await gw.gql(REGISTER, { input: registerInput(email(), over) });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.errors?.[0]?.message).toBe(message);
    }
  });

  it('answers the same for a taken e-mail and leaves the verified account untouched', async () => {
    const user = await buildUser(gw.database.db);
    const sent = gw.mail.length;
    expect(await gw.gql(REGISTER, { input: registerInput(user.email) })).toEqual({
      data: { register: true },
    });
    expect(await gw.gql(REQUEST, { email: user.email })).toEqual({
      data: { requestVerification: { resendAfterSeconds: 60 } },
    });
    expect(gw.mail.length).toBe(sent);
    const [row] = await gw.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it('refuses a resend within 60 seconds and allows it after', async () => {
    const mail = email();
    await gw.gql(REGISTER, { input: registerInput(mail) });
    await gw.gql(REQUEST, { email: mail });
    const first = lastCode(mail);
    const refused = await gw.gql(REQUEST, { email: mail });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toMatch(
      /^Attendi \d+ secondi prima di richiedere un nuovo codice\.$/,
    );
    const unknown = 'nessuno-' + email();
    await gw.gql(REQUEST, { email: unknown });
    expect((await gw.gql(REQUEST, { email: unknown })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const [row] = await gw.database.db.select().from(users).where(eq(users.email, mail));
    await gw.database.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, row!.id));
    expect((await gw.gql(REQUEST, { email: mail })).errors).toBeUndefined();
    // The earlier code stops working once a new one is sent.
    const old = await gw.gql(VERIFY, { input: { email: mail, otp: first } });
    expect(old.errors?.[0]?.message).toBe('Codice non valido. Riprova.');
  });

  it('allows at most 5 wrong attempts per code, counting aliased attempts in one request', async () => {
    const mail = email();
    await gw.gql(REGISTER, { input: registerInput(mail) });
    await gw.gql(REQUEST, { email: mail });
    const code = lastCode(mail)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const aliases = Array.from(
      { length: 6 },
      (_, i) => `a${i}: verifyEmailOtp(input: { email: "${mail}", otp: "${wrong}" }) { token }`,
    ).join('\n');
    // Mutations run one after another and stop at the first failure, so aliasing buys no extra tries:
    // every executed attempt is counted, and after 5 the code is dead.
    for (let i = 0; i < 5; i++) {
      const res = await gw.gql(`mutation { ${aliases} }`);
      expect(res.errors?.map((e) => e.message)).toEqual(['Codice non valido. Riprova.']);
    }
    const [row] = await gw.database.db.select().from(users).where(eq(users.email, mail));
    const [stored] = await gw.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, row!.id));
    expect(stored!.attempts).toBe(5);
    const blocked = await gw.gql(`mutation { ${aliases} }`);
    expect(blocked.errors?.[0]?.message).toBe(
      'Hai superato il numero massimo di tentativi. Richiedi un nuovo codice.',
    );
    const right = await gw.gql(VERIFY, { input: { email: mail, otp: code } });
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('rejects expired codes and malformed codes with the Italian messages', async () => {
    const mail = email();
    await gw.gql(REGISTER, { input: registerInput(mail) });
    await gw.gql(REQUEST, { email: mail });
    const [row] = await gw.database.db.select().from(users).where(eq(users.email, mail));
    await gw.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, row!.id));
    const expired = await gw.gql(VERIFY, { input: { email: mail, otp: lastCode(mail) } });
    expect(expired.errors?.[0]?.message).toBe('Il codice è scaduto. Richiedi un nuovo codice.');
    for (const [otp, message] of [
      ['', 'Codice di verifica obbligatorio'],
      ['123', 'Il codice deve essere di 6 cifre'],
      ['12a456', 'Inserisci solo numeri'],
    ]) {
      const res = await gw.gql(VERIFY, { input: { email: mail, otp } });
      expect(res.errors?.[0]?.message).toBe(message);
    }
  });
});

describe('complete registration and consents', () => {
  it('checks age, city, name and the e-mail of the session', async () => {
    const { mail, token } = await registeredAndVerified();
    const base = { email: mail, fullName: 'Luca Bianchi', city: 'Roma', birthDate: '1985-04-02' };
    const year = new Date().getFullYear();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '   ' }, 'Nome e cognome sono obbligatori'],
      [{ birthDate: `${year - 17}-01-01` }, 'Devi avere almeno 18 anni'],
      [{ city: 'Atlantide' }, 'La città è obbligatoria'],
    ];
    for (const [over, message] of cases) {
      const res = await gw.gql(COMPLETE, { input: { ...base, ...over } }, { token });
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const other = await gw.gql(COMPLETE, { input: { ...base, email: 'altro@example.com' } }, { token });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gw.gql(COMPLETE, { input: base })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('accepts the required consents only when both are given', async () => {
    const user = await buildUser(gw.database.db, { termsAcceptedAt: null, privacyAcceptedAt: null });
    const login = await gw.gql<{ login: { token: string } }>(LOGIN, {
      input: { email: user.email, password: user.password },
    });
    const token = login.data!.login.token;
    const Q = `mutation ($t: Boolean!, $p: Boolean!) { acceptRequiredConsents(termsAccepted: $t, privacyAccepted: $p) { termsAcceptedAt privacyAcceptedAt } }`;
    expect((await gw.gql(Q, { t: true, p: false }, { token })).errors?.[0]?.message).toBe(
      'Devi accettare la privacy policy',
    );
    const ok = await gw.gql<{ acceptRequiredConsents: { termsAcceptedAt: string } }>(
      Q,
      { t: true, p: true },
      { token },
    );
    expect(ok.data!.acceptRequiredConsents.termsAcceptedAt).toBeTruthy();
  });
});
