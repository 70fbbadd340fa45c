import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser } from '../../test/factories.js';
import { scenario } from '../../test/quotes.js';
import { favorites, quoteRequests, sessions, users } from '../../db/schema/index.js';
import { requestOf } from '../reviews/testing.js';

// A database of its own: the job looks at every account and record, and moving its clock two years
// forward would anonymise other files' users in a shared database.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({}, { isolated: true });
});
afterAll(() => gw?.stop());

const DAY = 86_400_000;
const months = (from: Date, n: number) => {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d;
};
const signIn = (userId: string, at: Date) =>
  gw.database.db
    .insert(sessions)
    .values({ userId, createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + 30 * DAY) });
const userRow = async (id: string) => (await gw.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('data retention', () => {
  it('deletes quote requests older than 10 years and keeps younger ones', async () => {
    const sc = await scenario(gw);
    const old = await requestOf(gw, sc);
    const young = await requestOf(gw, sc);
    const now = new Date();
    await gw.database.db
      .update(quoteRequests)
      .set({ createdAt: new Date(months(now, -120).getTime() - DAY) })
      .where(eq(quoteRequests.id, old.id));
    await gw.database.db
      .update(quoteRequests)
      .set({ createdAt: months(now, -108) })
      .where(eq(quoteRequests.id, young.id));
    const result = await gw.app.privacy.retention(now);
    expect(result).toMatchObject({ warned: 0, anonymised: 0, quoteRequestsDeleted: 1 });
    const left = await gw.database.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, [old.id, young.id]));
    expect(left.map((r) => r.id)).toEqual([young.id]);
  });

  it('warns accounts inactive for 23 months, anonymises them 30 days after 24 months unless they signed in', async () => {
    const start = new Date();
    const sc = await scenario(gw);
    const db = gw.database.db;
    // Everyone here signed in at `start` (the scenario's sessions); then only some come back.
    const stale = sc.guest;
    const returning = await buildUser(db);
    const active = await buildUser(db);
    await signIn(returning.id, start);
    await signIn(active.id, start);
    await db.insert(favorites).values({ userId: stale.id, locationId: sc.location.id });
    const request = await requestOf(gw, sc);
    await signIn(sc.host.id, months(start, 22));
    await signIn(active.id, months(start, 22));

    // 22 months: nobody is due a warning yet.
    expect((await gw.app.privacy.retention(months(start, 22))).warned).toBe(0);

    // 23 months (and two days): the inactive ones are warned, once, however often the job runs (the first
    // test's accounts are inactive too: counts are at least ours).
    const warnedAt = new Date(months(start, 23).getTime() + 2 * DAY);
    const sentBefore = gw.mail.length;
    expect((await gw.app.privacy.retention(warnedAt)).warned).toBeGreaterThanOrEqual(2);
    expect((await gw.app.privacy.retention(warnedAt)).warned).toBe(0);
    expect((await userRow(stale.id)).inactivityWarnedAt).toEqual(warnedAt);
    expect((await userRow(returning.id)).inactivityWarnedAt).toEqual(warnedAt);
    expect((await userRow(active.id)).inactivityWarnedAt).toBeNull();
    await gw.app.outbox.drain();
    const warnings = gw.mail.slice(sentBefore).filter((m) => m.subject.includes('sta per essere eliminato'));
    const ours = [stale.email, returning.email, active.email, sc.host.email];
    expect(
      warnings
        .map((m) => m.to)
        .filter((to) => ours.includes(to))
        .sort(),
    ).toEqual([stale.email, returning.email].sort());

    // One of them signs in after the warning.
    await signIn(returning.id, new Date(warnedAt.getTime() + DAY));

    // 29 days after the warning: too early, even past 24 months.
    expect((await gw.app.privacy.retention(new Date(warnedAt.getTime() + 29 * DAY))).anonymised).toBe(0);

    // 24 months and 31 days: only the account still inactive since the warning is anonymised.
    const end = new Date(months(start, 24).getTime() + 31 * DAY);
    expect(await gw.app.privacy.retention(end)).toMatchObject({ warned: 0 });
    const gone = await userRow(stale.id);
    expect(gone.deletedAt).toBeInstanceOf(Date);
    expect(gone).toMatchObject({
      fullName: null,
      passwordHash: null,
      phoneNumber: null,
      inactivityWarnedAt: null,
    });
    expect(gone.email).toMatch(/@account-eliminato\.invalid$/);
    expect(await db.select().from(favorites).where(eq(favorites.userId, stale.id))).toEqual([]);
    // The quote request is a transactional record: kept (for the host's books), detached from the account.
    const [kept] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(kept).toMatchObject({ userId: null });
    expect((await userRow(returning.id)).deletedAt).toBeNull();
    expect((await userRow(active.id)).deletedAt).toBeNull();
    expect((await userRow(sc.host.id)).deletedAt).toBeNull();
  });
});
