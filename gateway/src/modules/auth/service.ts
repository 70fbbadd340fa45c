import bcrypt from 'bcrypt';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authAttempts, locations, users } from '../../db/schema/index.js';
import type { LocationRow } from '../../db/rows.js';
import { DomainError } from '../../errors.js';
import { openSession } from './session.js';
import type { TokenConfig } from './tokens.js';

export const BCRYPT_COST = 12;
// Compared against when the e-mail is unknown, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 4);

export function ownLocations(db: Db, userId: string): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.ownerId, userId), isNull(locations.deletedAt)))
    .orderBy(asc(locations.createdAt));
}

export async function firstLocationOf(db: Db, userId: string): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.ownerId, userId), isNull(locations.deletedAt)))
    .orderBy(asc(locations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function login(
  db: Db,
  cfg: TokenConfig & { ttlDays: number },
  input: { email: string; password: string },
  meta: { ip: string; userAgent?: string },
) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
    .limit(1);
  const ok = await bcrypt.compare(input.password, user?.passwordHash ?? DUMMY_HASH);
  await db.insert(authAttempts).values({ email: input.email, ip: meta.ip, success: ok && !!user });
  if (!user || !ok || !user.passwordHash)
    throw new DomainError('BAD_USER_INPUT', 'Credenziali non valide', { field: 'email' });
  const firstLocation = await firstLocationOf(db, user.id);
  const { token } = await openSession(db, cfg, user, {
    role: firstLocation ? 'HOST' : 'GUEST',
    userAgent: meta.userAgent,
  });
  return { token, isVerified: user.isVerified, completed: user.completedAt != null, user, firstLocation };
}
