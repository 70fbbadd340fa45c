import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { emailSchema } from '@festa/domain/schemas/auth';
import { queueCodeRequest, type CodeDeps } from './codeMail.js';
import { findUserByEmail } from './service.js';

export type AdminOutcome = 'promoted' | 'invited';

/**
 * Makes `rawEmail` an administrator (`npm run admin:create -- email`). A verified account is promoted as
 * it is. Otherwise the account is created (or, unverified, has its unproven password dropped) without a
 * password, and a password-reset code is mailed: whoever reads that inbox sets the password with the
 * forgotten-password flow. There is never a default password. The code is asked for in the account's own
 * transaction; the gateway's outbox worker issues and mails it (within seconds, retrying a mail server
 * that is down), so the command never waits for or fails on SMTP.
 */
export async function createAdmin(db: Db, deps: CodeDeps, rawEmail: string): Promise<AdminOutcome> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new Error(`not an e-mail address: ${JSON.stringify(rawEmail)}`);
  const email = parsed.data;
  const user = await findUserByEmail(db, email);
  if (user?.isVerified) {
    await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    return 'promoted';
  }
  await db.transaction(async (tx) => {
    let id = user?.id;
    if (id) {
      await tx
        .update(users)
        .set({ isAdmin: true, passwordHash: null, passwordDisputed: false, updatedAt: new Date() })
        .where(eq(users.id, id));
    } else {
      const [created] = await tx.insert(users).values({ email, isAdmin: true }).returning({ id: users.id });
      id = created!.id;
    }
    await queueCodeRequest(tx, id, 'FORGOT');
  });
  deps.outbox?.kick({ urgent: true });
  return 'invited';
}
