import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { reviewReports, reviews } from '../../db/schema/index.js';
import { adminOf, auditOf, errorOf, outsiders, REASON } from '../admin/testing.js';
import type { Scenario } from '../../test/quotes.js';
import { LOCATION_REVIEWS, REPORT_REASON, REPORT_REVIEW, reviewable, writeReview } from './testing.js';

let gw: TestGateway;
let token: string;
let adminId: string;
beforeAll(async () => {
  // A database of its own: the e-mails of new reviews go through the outbox, which every gateway on a
  // shared database delivers from, so they would land in other files' recorded mail (and ours in theirs).
  gw = await startTestGateway({}, { isolated: true });
  ({
    token,
    admin: { id: adminId },
  } = await adminOf(gw));
});
afterAll(async () => {
  await gw?.stop();
});

const MODERATION_REVIEW = `{ id author vote title isHidden hiddenAt hiddenReason openReportCount
  authorUser { id } location { id name owner { id } } reports { id reason resolvedAt reportedBy { id } } }`;
const HIDE = `mutation ($id: ID!, $r: String!) { hideReview(id: $id, reason: $r) ${MODERATION_REVIEW} }`;
const RESTORE = `mutation ($id: ID!) { restoreReview(id: $id) ${MODERATION_REVIEW} }`;
const DISMISS = `mutation ($id: ID!) { dismissReviewReports(id: $id) ${MODERATION_REVIEW} }`;
// The console's list asks less of each item than its detail (the document cost limit counts every field).
const QUEUE = `query ($f: ReviewQueueFilter) { reviewQueue(filter: $f, pageSize: 50) { count
  items { id author vote title isHidden openReportCount location { id name } } } }`;

type Page = { id: string; averageVote: number | null; reviewCount: number; reviews: { id: string }[] };
const pageOf = async (sc: Scenario) =>
  (await gw.gql<{ location: Page }>(LOCATION_REVIEWS, { s: sc.location.slug })).data!.location;
/** The JSON-LD the served page carries for crawlers. */
const jsonLdOf = async (sc: Scenario) => {
  const html = await (await fetch(`${gw.url}/location/${sc.location.slug}`)).text();
  return JSON.parse(/<script type="application\/ld\+json" data-seo>(.*?)<\/script>/.exec(html)![1]!) as {
    aggregateRating?: { ratingValue: number; reviewCount: number };
  };
};
const queue = async (f: string) =>
  (await gw.gql<{ reviewQueue: { count: number; items: { id: string }[] } }>(QUEUE, { f }, { token })).data!
    .reviewQueue;

/** A location with an older 5-star review of the demo kind and a new 4-star one by the scenario's guest. */
async function twoReviews() {
  const { sc, request } = await reviewable(gw);
  const [older] = await gw.database.db
    .insert(reviews)
    .values({
      locationId: sc.location.id,
      author: 'Luca B.',
      voteTenths: 50,
      title: 'Perfetto',
      content: 'Tutto perfetto dalla prima all’ultima ora.',
      createdAt: new Date(Date.now() - 86_400_000),
    })
    .returning();
  const { id } = await writeReview(gw, sc, request.id);
  return { sc, older: older!, id };
}

describe('the console’s review actions', () => {
  it('are refused to guests and hosts (FORBIDDEN) and to visitors (UNAUTHENTICATED)', async () => {
    const { id } = await twoReviews();
    const { guest, host } = await outsiders(gw);
    const operations: [string, Record<string, unknown>][] = [
      [HIDE, { id, r: REASON }],
      [RESTORE, { id }],
      [DISMISS, { id }],
      [QUEUE, { f: 'RECENT' }],
    ];
    for (const [op, vars] of operations) {
      expect(errorOf(await gw.gql(op, vars, { token: guest })).code, op).toBe('FORBIDDEN');
      expect(errorOf(await gw.gql(op, vars, { token: host })).code, op).toBe('FORBIDDEN');
      expect(errorOf(await gw.gql(op, vars)).code, op).toBe('UNAUTHENTICATED');
    }
    expect(errorOf(await gw.gql(HIDE, { id: randomUUID(), r: REASON }, { token }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Recensione non trovata',
    });
    // Nothing changed and nothing was recorded.
    const [row] = await gw.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.isHidden).toBe(false);
    expect(await auditOf(gw, id)).toHaveLength(0);
  });

  it('hiding takes a review off the page, its average, count and rating at once; restoring puts it back', async () => {
    const { sc, older, id } = await twoReviews();
    expect(await pageOf(sc)).toMatchObject({
      averageVote: 4.5,
      reviewCount: 2,
      reviews: [{ id }, { id: older.id }],
    });
    expect((await jsonLdOf(sc)).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });

    expect(errorOf(await gw.gql(HIDE, { id, r: 'breve' }, { token })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    const hidden = await gw.gql<{ hideReview: Record<string, unknown> }>(HIDE, { id, r: REASON }, { token });
    expect(hidden.data!.hideReview).toMatchObject({
      id,
      isHidden: true,
      hiddenReason: REASON,
      hiddenAt: expect.any(String),
      author: 'Giulia O.',
      vote: 4,
      authorUser: { id: sc.guest.id },
      location: { id: sc.location.id, owner: { id: sc.host.id } },
    });
    expect(await pageOf(sc)).toMatchObject({ averageVote: 5, reviewCount: 1, reviews: [{ id: older.id }] });
    expect((await jsonLdOf(sc)).aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(errorOf(await gw.gql(HIDE, { id, r: REASON }, { token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Questa recensione è già nascosta.',
    });
    expect((await queue('HIDDEN')).items.map((r) => r.id)).toContain(id);

    await gw.gql(HIDE, { id: older.id, r: REASON }, { token });
    expect(await pageOf(sc)).toMatchObject({ averageVote: null, reviewCount: 0, reviews: [] });
    expect((await jsonLdOf(sc)).aggregateRating).toBeUndefined();

    const back = await gw.gql<{ restoreReview: Record<string, unknown> }>(RESTORE, { id }, { token });
    expect(back.data!.restoreReview).toMatchObject({ isHidden: false, hiddenAt: null, hiddenReason: null });
    expect(await pageOf(sc)).toMatchObject({ averageVote: 4, reviewCount: 1, reviews: [{ id }] });
    expect(errorOf(await gw.gql(RESTORE, { id }, { token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Questa recensione non è nascosta.',
    });
    expect((await queue('HIDDEN')).items.map((r) => r.id)).not.toContain(id);

    const entries = await auditOf(gw, id);
    expect(entries.map((e) => e.action)).toEqual(['REVIEW_RESTORED', 'REVIEW_HIDDEN']);
    expect(entries[1]).toMatchObject({
      actorId: adminId,
      subjectType: 'REVIEW',
      subjectId: id,
      reason: REASON,
      before: { isHidden: false },
      after: { isHidden: true, hiddenReason: REASON },
    });
    expect(entries[0]).toMatchObject({ before: { isHidden: true }, after: { isHidden: false } });
  });

  it('hiding resolves the open reports; dismissing closes them and leaves the review visible', async () => {
    const { sc, older, id } = await twoReviews();
    for (const review of [id, older.id])
      expect(
        (await gw.gql(REPORT_REVIEW, { id: review, r: REPORT_REASON }, { token: sc.hostToken })).errors,
      ).toBeUndefined();
    const reported = (await queue('REPORTED')).items.map((r) => r.id);
    expect(reported).toEqual(expect.arrayContaining([id, older.id]));
    expect(errorOf(await gw.gql(DISMISS, { id: randomUUID() }, { token })).code).toBe('NOT_FOUND');

    const dismissed = await gw.gql<{ dismissReviewReports: Record<string, unknown> }>(
      DISMISS,
      { id: older.id },
      { token },
    );
    expect(dismissed.data!.dismissReviewReports).toMatchObject({
      isHidden: false,
      openReportCount: 0,
      reports: [{ reason: REPORT_REASON, resolvedAt: expect.any(String), reportedBy: { id: sc.host.id } }],
    });
    expect(errorOf(await gw.gql(DISMISS, { id: older.id }, { token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Questa recensione non ha segnalazioni aperte.',
    });
    expect((await pageOf(sc)).reviews.map((r) => r.id)).toContain(older.id);
    expect((await auditOf(gw, older.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'REVIEW_REPORTS_DISMISSED',
        expect.objectContaining({ openReports: 1 }),
        expect.objectContaining({ openReports: 0 }),
      ],
    ]);

    const hidden = await gw.gql<{ hideReview: { openReportCount: number } }>(
      HIDE,
      { id, r: REASON },
      { token },
    );
    expect(hidden.data!.hideReview.openReportCount).toBe(0);
    const reports = await gw.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id));
    expect(reports).toMatchObject([{ resolvedBy: adminId, resolvedAt: expect.any(Date) }]);
    const stillReported = (await queue('REPORTED')).items.map((r) => r.id);
    expect(stillReported).not.toContain(id);
    expect(stillReported).not.toContain(older.id);
    // Reporting a hidden review: it is off the page, so there is nothing to report.
    expect(errorOf(await gw.gql(REPORT_REVIEW, { id, r: REPORT_REASON }, { token: sc.hostToken })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('tells the viewer whether they are an administrator', async () => {
    const { guest } = await outsiders(gw);
    const VIEWER = '{ viewer { user { isAdmin } } }';
    const admin = await gw.gql<{ viewer: { user: { isAdmin: boolean } } }>(VIEWER, {}, { token });
    const other = await gw.gql<{ viewer: { user: { isAdmin: boolean } } }>(VIEWER, {}, { token: guest });
    expect([admin.data!.viewer.user.isAdmin, other.data!.viewer.user.isAdmin]).toEqual([true, false]);
  });

  it('lists every review newest first', async () => {
    const { older, id } = await twoReviews();
    const page = await queue('RECENT');
    const ids = page.items.map((r) => r.id);
    expect(ids).toContain(id);
    expect(page.count).toBeGreaterThanOrEqual(2);
    // The older one may have been pushed off the first 50 by other files: only the order is checked.
    if (ids.includes(older.id)) expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older.id));
  });
});
