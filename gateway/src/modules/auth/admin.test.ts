import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, uid } from '../../test/factories.js';
import { users } from '../../db/schema/index.js';
import { createRecordingMailer } from '../../mail/mailer.js';
import { createAdmin } from './admin.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const VER = `mutation ($input: OtpInput!) { verifyPasswordOtp(input: $input) { resetToken } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
const row = async (email: string) =>
  (await gw.database.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('npm run admin:create', () => {
  it('promotes a verified account as it is', async () => {
    const user = await buildUser(gw.database.db);
    const mailer = createRecordingMailer();
    expect(await createAdmin(gw.database.db, { secret: gw.config.jwtSecret, mailer }, user.email)).toBe(
      'promoted',
    );
    expect(await row(user.email)).toMatchObject({ isAdmin: true, passwordHash: user.passwordHash });
    expect(mailer.sent).toHaveLength(0);
  });

  it('creates an administrator without a password, who sets one with the mailed reset code', async () => {
    const email = `admin-${uid()}@test.festalocation.it`;
    const mailer = createRecordingMailer();
    const deps = { secret: gw.config.jwtSecret, mailer };
    expect(await createAdmin(gw.database.db, deps, ` ${email.toUpperCase()}`)).toBe('invited');
    expect(await row(email)).toMatchObject({ isAdmin: true, passwordHash: null, isVerified: false });
    const code = /(\d{6})/.exec(mailer.sent[0]!.text)![1];
    const verified = await gw.gql<{ verifyPasswordOtp: { resetToken: string } }>(VER, {
      input: { email, otp: code },
    });
    const resetToken = verified.data!.verifyPasswordOtp.resetToken;
    expect(await gw.gql(RESET, { input: { resetToken, newPassword: 'Admin!Nuova9' } })).toEqual({
      data: { resetPassword: true },
    });
    expect((await gw.gql(LOGIN, { input: { email, password: 'Admin!Nuova9' } })).errors).toBeUndefined();
    expect(await row(email)).toMatchObject({ isAdmin: true, isVerified: true });
    await expect(createAdmin(gw.database.db, deps, 'non-una-email')).rejects.toThrow(/not an e-mail/);
  });

  it("drops an unverified account's unproven password before making it an administrator", async () => {
    const user = await buildUser(gw.database.db, { isVerified: false });
    const mailer = createRecordingMailer();
    await createAdmin(gw.database.db, { secret: gw.config.jwtSecret, mailer }, user.email);
    expect(await row(user.email)).toMatchObject({ isAdmin: true, passwordHash: null });
    const res = await gw.gql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(res.errors?.[0]?.message).toBe('Credenziali non valide');
  });
});
