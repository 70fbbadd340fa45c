import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { NotificationRow } from '../../db/rows.js';
import { locations, quoteRequests, reviews, users } from '../../db/schema/index.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import type { PubSub } from '../../pubsub.js';
import { afterCommit, recordEvent } from '../notifications/events.js';
import { todayInRome } from '@festalocation/domain';
import { startPeriodic, type JobRuns } from '../../jobs/periodic.js';

export interface InviteDeps {
  db: Db;
  publicUrl: string;
  logger: Logger;
  pubsub: PubSub;
  outbox?: OutboxWorker;
}

/** Requests settled per transaction: short locks, and a backlog (a first run) goes out in steps. */
const BATCH = 100;

/**
 * Invites the guest of every CONFIRMED request whose event day is over in Italy (strictly before `now`'s
 * date in Europe/Rome) to review the location, once: REVIEW_INVITE in the guest's feed (e-mail and push
 * by their preference), pointing at the request. Each batch locks its requests with SKIP LOCKED and marks
 * them `review_invited_at` in the same transaction, so gateways running this at once split the work and
 * never invite twice. A request already reviewed, whose guest deleted the account or whose location is
 * gone is marked too, without an invitation: nothing is due for it any more, and the scan leaves it.
 */
export async function inviteReviews(deps: InviteDeps, now: Date = new Date()): Promise<{ invited: number }> {
  const today = todayInRome(now);
  let invited = 0;
  for (;;) {
    const { settled, events } = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          request: quoteRequests,
          location: locations,
          guestDeletedAt: users.deletedAt,
          reviewId: reviews.id,
        })
        .from(quoteRequests)
        .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
        .leftJoin(users, eq(users.id, quoteRequests.userId))
        .leftJoin(reviews, eq(reviews.quoteRequestId, quoteRequests.id))
        .where(
          and(
            eq(quoteRequests.status, 'CONFIRMED'),
            isNull(quoteRequests.reviewInvitedAt),
            lt(quoteRequests.date, today),
          ),
        )
        .orderBy(asc(quoteRequests.date), asc(quoteRequests.id))
        .limit(BATCH)
        .for('update', { of: quoteRequests, skipLocked: true });
      const events: NotificationRow[] = [];
      for (const { request, location: loc, guestDeletedAt, reviewId } of due) {
        await tx.update(quoteRequests).set({ reviewInvitedAt: now }).where(eq(quoteRequests.id, request.id));
        if (!request.userId || guestDeletedAt || reviewId || loc.deletedAt) continue;
        events.push(
          await recordEvent(tx, deps.publicUrl, {
            userId: request.userId,
            role: 'GUEST',
            type: 'REVIEW_INVITE',
            locationId: loc.id,
            quoteRequestId: request.id,
            metadata: {
              location: { id: loc.id, name: loc.name, slug: loc.slug, city: loc.city, logoUrl: loc.logoUrl },
              quoteRequest: { number: request.number, date: request.date, status: request.status },
            },
          }),
        );
      }
      return { settled: due.length, events };
    });
    if (events.length) afterCommit(deps, events);
    invited += events.length;
    if (settled < BATCH) break;
  }
  if (invited) deps.logger.info({ invited }, 'review invitations sent');
  return { invited };
}

/** Runs the invitations now and then every `intervalMs` in this process; a failed run is logged and retried. */
export function startReviewInviter(deps: InviteDeps & { intervalMs: number; runs?: JobRuns }): {
  stop(): void;
} {
  return startPeriodic(() => inviteReviews(deps), {
    name: 'review-invitations',
    runs: deps.runs,
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'review invitations failed',
  });
}
