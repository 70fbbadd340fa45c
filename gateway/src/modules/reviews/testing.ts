import { eq, sql } from 'drizzle-orm';
import { addDays, todayInRome } from '@festa/domain';
import { quoteRequests, reviews } from '../../db/schema/index.js';
import type { TestGateway } from '../../test/harness.js';
import { scenario, type Scenario } from '../../test/quotes.js';

export const REVIEW_FIELDS =
  '{ id author vote title content createdAt editedAt canEdit editableUntil canReport }';
export const CREATE_REVIEW = `mutation ($q: ID!, $i: ReviewInput!) { createReview(quoteRequestId: $q, input: $i) ${REVIEW_FIELDS} }`;
export const UPDATE_REVIEW = `mutation ($id: ID!, $i: ReviewInput!) { updateReview(id: $id, input: $i) ${REVIEW_FIELDS} }`;
export const REPORT_REVIEW = `mutation ($id: ID!, $r: String!) { reportReview(id: $id, reason: $r) ${REVIEW_FIELDS} }`;
export const LOCATION_REVIEWS = `query ($s: String!) { location(idOrSlug: $s) { id averageVote reviewCount
  reviews ${REVIEW_FIELDS} } }`;
export const REQUEST_REVIEW = `query ($id: ID!) { quoteRequest(id: $id) { id canReview review ${REVIEW_FIELDS} } }`;

export const GOOD_REVIEW = {
  vote: 4,
  title: 'Festa riuscita',
  content: 'Sala bellissima, personale gentile e cibo ottimo per tutti.',
};
export const REPORT_REASON = 'Questa recensione parla di un altro locale.';

/** A day this many days from today in Italy (negative: in the past). */
export const romeDay = (n: number) => addDays(todayInRome(), n);

export interface RequestSpec {
  status?: 'PENDING' | 'CONFIRMED' | 'REJECTED';
  date?: string;
}

/**
 * A request from the scenario's guest to its location, written straight to the database: the quote form
 * refuses past dates, and these tests need requests whose event is over.
 */
export async function requestOf(gw: TestGateway, sc: Scenario, spec: RequestSpec = {}) {
  const db = gw.database.db;
  const [{ n }] = (
    await db.execute<{ n: number }>(
      sql`select coalesce(max(number), 0)::int + 1 as n from quote_requests where location_id = ${sc.location.id}`,
    )
  ).rows as [{ n: number }];
  const [row] = await db
    .insert(quoteRequests)
    .values({
      locationId: sc.location.id,
      number: n,
      userId: sc.guest.id,
      guestName: sc.guest.fullName ?? 'Ospite',
      guestEmail: sc.guest.email,
      date: spec.date ?? romeDay(-3),
      guests: 20,
      status: spec.status ?? 'CONFIRMED',
      totalCents: 50_000,
    })
    .returning();
  return row!;
}

/** A scenario (host, guest, public location) with one confirmed request whose event was three days ago. */
export async function reviewable(gw: TestGateway) {
  const sc = await scenario(gw);
  return { sc, request: await requestOf(gw, sc) };
}

/** Writes the scenario guest's review of `requestId` through GraphQL; throws on an error. */
export async function writeReview(
  gw: TestGateway,
  sc: Scenario,
  requestId: string,
  input: Record<string, unknown> = GOOD_REVIEW,
) {
  const res = await gw.gql<{ createReview: { id: string } }>(
    CREATE_REVIEW,
    { q: requestId, i: input },
    { token: sc.guestToken },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createReview;
}

/** Moves a review's writing date back by `days` (the edit window runs from it). */
export const ageReview = (gw: TestGateway, id: string, days: number) =>
  gw.database.db
    .update(reviews)
    .set({ createdAt: sql`${reviews.createdAt} - make_interval(days => ${days})` })
    .where(eq(reviews.id, id));
