// The bench's hosts in bulk: users and their HOST sessions inserted a few thousand rows per statement
// (one statement may carry at most 65,535 parameters), then the tokens signed in memory. Opening 50,000
// sessions one by one, as sign-in does, would take minutes of round trips.
import type { Db } from '../../gateway/src/db/client.js';
import type { UserRow } from '../../gateway/src/db/rows.js';
import { sessions, users } from '../../gateway/src/db/schema/index.js';
import { signSessionToken, type TokenConfig } from '../../gateway/src/modules/auth/tokens.js';

const CHUNK = 5_000;

export async function createHosts(
  db: Db,
  cfg: TokenConfig & { ttlDays: number },
  count: number,
): Promise<{ rows: UserRow[]; tokens: string[] }> {
  const rows: UserRow[] = [];
  for (let i = 0; i < count; i += CHUNK) {
    const n = Math.min(CHUNK, count - i);
    const chunk = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, j) => ({
          email: `bench-host-${i + j}@bench.festalocation.it`,
          passwordHash: 'x',
          isVerified: true,
          fullName: `Host ${i + j}`,
        })),
      )
      .returning();
    // RETURNING gives no order guarantee: put the rows back in the order of their index.
    const index = (u: UserRow) => Number(/^bench-host-(\d+)@/.exec(u.email)![1]);
    for (const u of chunk) rows[index(u)] = u;
  }
  const expiresAt = new Date(Date.now() + cfg.ttlDays * 86_400_000);
  const sessionOf = new Map<string, string>();
  for (let i = 0; i < count; i += CHUNK) {
    const chunk = await db
      .insert(sessions)
      .values(rows.slice(i, i + CHUNK).map((u) => ({ userId: u.id, role: 'HOST', expiresAt })))
      .returning({ id: sessions.id, userId: sessions.userId });
    for (const s of chunk) sessionOf.set(s.userId, s.id);
  }
  const tokens = await Promise.all(
    rows.map((u) =>
      signSessionToken(
        cfg,
        { sessionId: sessionOf.get(u.id)!, userId: u.id, tokenVersion: u.tokenVersion },
        expiresAt,
      ),
    ),
  );
  return { rows, tokens };
}
