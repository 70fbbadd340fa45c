import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, uid } from '../../test/factories.js';
import { users } from '../../db/schema/index.js';
import { createAdmin } from './admin.js';
import { LOGIN } from '../../test/auth.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const VER = `mutation ($input: OtpInput!) { verifyPasswordOtp(input: $input) { resetToken } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const deps = () => ({ secret: gw.config.jwtSecret, outbox: gw.app.outbox });
const row = async (email: string) =>
  (await gw.database.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('npm run admin:create', () => {
  it('promotes a verified account as it is', async () => {
    const user = await buildUser(gw.database.db);
    expect(await createAdmin(gw.database.db, deps(), user.email)).toBe('promoted');
    expect(await row(user.email)).toMatchObject({ isAdmin: true, passwordHash: user.passwordHash });
    await gw.app.outbox.drain();
    expect(gw.mail.filter((m) => m.to === user.email)).toHaveLength(0);
  });

  it('creates an administrator without a password, who sets one with the mailed reset code', async () => {
    const email = `admin-${uid()}@test.festalocation.it`;
    // As the command runs it: no worker of its own; the gateway's sends the queued code.
    expect(
      await createAdmin(gw.database.db, { secret: gw.config.jwtSecret }, ` ${email.toUpperCase()}`),
    ).toBe('invited');
    expect(await row(email)).toMatchObject({ isAdmin: true, passwordHash: null, isVerified: false });
    await gw.app.outbox.drain();
    const code = /(\d{6})/.exec(gw.mail.find((m) => m.to === email)!.text)![1];
    const verified = await gw.gql<{ verifyPasswordOtp: { resetToken: string } }>(VER, {
      input: { email, otp: code },
    });
    const resetToken = verified.data!.verifyPasswordOtp.resetToken;
    expect(await gw.gql(RESET, { input: { resetToken, newPassword: 'Admin!Nuova9' } })).toEqual({
      data: { resetPassword: true },
    });
    expect((await gw.gql(LOGIN, { input: { email, password: 'Admin!Nuova9' } })).errors).toBeUndefined();
    expect(await row(email)).toMatchObject({ isAdmin: true, isVerified: true });
    await expect(createAdmin(gw.database.db, deps(), 'non-una-email')).rejects.toThrow(/not an e-mail/);
  });

  it("drops an unverified account's unproven password before making it an administrator", async () => {
    const user = await buildUser(gw.database.db, { isVerified: false });
    await createAdmin(gw.database.db, deps(), user.email);
    expect(await row(user.email)).toMatchObject({ isAdmin: true, passwordHash: null });
    const res = await gw.gql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(res.errors?.[0]?.message).toBe('Credenziali non valide');
  });
});
