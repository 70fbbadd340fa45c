import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { resetCodeMail } from '../../mail/templates.js';
import { emailSchema } from '../../../../domain/schemas/auth.js';
import { issueCode } from './otp.js';
import { findUserByEmail } from './service.js';

export type AdminOutcome = 'promoted' | 'invited';

/**
 * Makes `rawEmail` an administrator (`npm run admin:create -- email`). A verified account is promoted as
 * it is. Otherwise the account is created (or, unverified, has its unproven password dropped) without a
 * password, and a password-reset code is mailed: whoever reads that inbox sets the password with the
 * forgotten-password flow. There is never a default password.
 */
export async function createAdmin(
  db: Db,
  deps: { secret: string; mailer: Mailer },
  rawEmail: string,
): Promise<AdminOutcome> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new Error(`not an e-mail address: ${JSON.stringify(rawEmail)}`);
  const email = parsed.data;
  const user = await findUserByEmail(db, email);
  if (user?.isVerified) {
    await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    return 'promoted';
  }
  const userId = await db.transaction(async (tx) => {
    if (user) {
      await tx
        .update(users)
        .set({ isAdmin: true, passwordHash: null, passwordDisputed: false, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return user.id;
    }
    const [created] = await tx.insert(users).values({ email, isAdmin: true }).returning({ id: users.id });
    return created!.id;
  });
  const code = await issueCode(db, deps.secret, userId, 'FORGOT');
  await deps.mailer.send(resetCodeMail(email, code));
  return 'invited';
}
