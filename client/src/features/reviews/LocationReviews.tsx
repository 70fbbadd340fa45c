import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { it } from '../../i18n/it';
import { lazyPart } from '../../lib/lazyPart';
import { ReportReview } from './ReportReview';
import { ReviewCard } from './ReviewCard';
import type { ReviewFieldsFragment } from './reviews.generated';
import { REVIEWS_ANCHOR } from './rules';
import { RatingSummary } from './Stars';
import * as s from './Reviews.css';

// Only the location's owner ever sees the reply form: its code stays off every guest's page load.
const ReplyToReview = lazyPart(() => import('./ReplyToReview').then((m) => m.ReplyToReview)).Part;

/**
 * The location page's 'Recensioni': the average and the count, then the reviews newest first. Its owner
 * (`canReport`) may report one to the platform, and write or edit its public reply (`canReply`), as from
 * the request's detail; a reported one says so for the rest of the visit. Reached
 * at `#recensioni` (the host's 'Nuova recensione' notification), it scrolls into view.
 */
export function LocationReviews({
  location,
}: {
  location: { averageVote: number | null; reviewCount: number; reviews: readonly ReviewFieldsFragment[] };
}) {
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === `#${REVIEWS_ANCHOR}`) ref.current?.scrollIntoView();
  }, [hash]);
  // Newest first whatever order the server sends them in (ISO instants sort as text).
  const reviews = [...location.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section ref={ref} id={REVIEWS_ANCHOR} className={s.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={s.h2}>
        {it.discovery.reviews}
      </h2>
      <RatingSummary averageVote={location.averageVote} reviewCount={location.reviewCount} />
      {reviews.length === 0 ? (
        <p>{it.discovery.noReviews}</p>
      ) : (
        <ul className={s.list}>
          {reviews.map((r) => (
            <li key={r.id} className={s.item}>
              <ReviewCard review={r} level="h3" showAuthor>
                <ReportReview review={r} />
                {r.canReply && (
                  <Suspense fallback={null}>
                    <ReplyToReview review={r} />
                  </Suspense>
                )}
              </ReviewCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
