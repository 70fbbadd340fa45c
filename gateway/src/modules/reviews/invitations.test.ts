import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { notifications, quoteRequests } from '../../db/schema/index.js';
import { scenario } from '../../test/quotes.js';
import { requestOf, romeDay, writeReview } from './testing.js';

// A database of its own: the job invites for every due request of the database, so other files' requests
// would be invited here (and theirs here) if it were shared.
let gw: TestGateway;
let second: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({}, { isolated: true });
  // A second gateway process on the same database, as in production behind a load balancer (on the
  // in-memory PGlite fallback there is one database per process: the same gateway runs twice at once).
  const url = gw.config.DATABASE_URL;
  second = url ? await startTestGateway({ DATABASE_URL: url }) : gw;
});
afterAll(async () => {
  if (second !== gw) await second?.stop();
  await gw?.stop();
});

const invitesFor = (requestIds: string[]) =>
  gw.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, 'REVIEW_INVITE'), inArray(notifications.quoteRequestId, requestIds)));

describe('review invitations', () => {
  it('invite the guest once per confirmed request whose event is over, whoever runs the job', async () => {
    const sc = await scenario(gw);
    const due = await requestOf(gw, sc, { date: romeDay(-1) });
    const alsoDue = await requestOf(gw, sc, { date: romeDay(-30) });
    const today = await requestOf(gw, sc, { date: romeDay(0) });
    const future = await requestOf(gw, sc, { date: romeDay(10) });
    const pending = await requestOf(gw, sc, { status: 'PENDING', date: romeDay(-2) });
    const rejected = await requestOf(gw, sc, { status: 'REJECTED', date: romeDay(-2) });
    const reviewed = await requestOf(gw, sc, { date: romeDay(-2) });
    await writeReview(gw, sc, reviewed.id);
    const all = [due, alsoDue, today, future, pending, rejected, reviewed].map((r) => r.id);

    // Two gateways at once, then each once more: still one invitation per due request.
    const runs = await Promise.all([gw.app.reviews.invite(), second.app.reviews.invite()]);
    expect(runs[0]!.invited + runs[1]!.invited).toBe(2);
    expect(await gw.app.reviews.invite()).toEqual({ invited: 0 });
    expect(await second.app.reviews.invite()).toEqual({ invited: 0 });

    const sent = await invitesFor(all);
    expect(sent.map((n) => n.quoteRequestId).sort()).toEqual([due.id, alsoDue.id].sort());
    expect(sent[0]).toMatchObject({
      userId: sc.guest.id,
      role: 'GUEST',
      locationId: sc.location.id,
      metadata: { location: { name: sc.location.name, slug: sc.location.slug } },
    });
    const marked = await gw.database.db
      .select({ id: quoteRequests.id, at: quoteRequests.reviewInvitedAt })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, all));
    const invitedAt = new Map(marked.map((m) => [m.id, m.at]));
    expect(invitedAt.get(due.id)).toBeInstanceOf(Date);
    expect(invitedAt.get(future.id)).toBeNull();
    expect(invitedAt.get(pending.id)).toBeNull();

    // The guest's feed shows it, opening the request.
    const feed = await gw.gql<{ notifications: { items: Record<string, unknown>[] } }>(
      'query { notifications(role: GUEST) { items { type quoteRequestId metadata { location { name } quoteRequest { status } } } } }',
      {},
      { token: sc.guestToken },
    );
    expect(feed.errors).toBeUndefined();
    expect(feed.data!.notifications.items.filter((n) => n.type === 'REVIEW_INVITE')).toHaveLength(2);
    expect(feed.data!.notifications.items[0]).toMatchObject({
      type: 'REVIEW_INVITE',
      quoteRequestId: expect.any(String),
      metadata: { location: { name: sc.location.name }, quoteRequest: { status: 'CONFIRMED' } },
    });

    await gw.app.outbox.drain();
    await second.app.outbox.drain();
    const subject = `Com'è andata la tua festa da ${sc.location.name}? Lascia una recensione`;
    const mails = [...gw.mail, ...second.mail].filter((m) => m.subject === subject);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('/profile/quote-requests/');
  });

  it('invites for today’s event from tomorrow on (the job takes the clock as an argument)', async () => {
    const sc = await scenario(gw);
    const party = await requestOf(gw, sc, { date: romeDay(0) });
    expect(await gw.app.reviews.invite()).toEqual({ invited: 0 });
    const tomorrow = new Date(Date.now() + 86_400_000);
    // The first test's event of today is due tomorrow as well.
    expect((await gw.app.reviews.invite(tomorrow)).invited).toBeGreaterThanOrEqual(1);
    expect(await gw.app.reviews.invite(tomorrow)).toEqual({ invited: 0 });
    expect(await invitesFor([party.id])).toHaveLength(1);
  });
});
