import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { ReportReviewDialog } from './ReportReviewDialog';
import { ReviewCard } from './ReviewCard';
import type { ReviewFieldsFragment } from './reviews.generated';
import { REVIEWS_ANCHOR } from './rules';
import { RatingSummary } from './Stars';
import * as s from './Reviews.css';

const t = it.reviews;

/**
 * The location page's 'Recensioni': the average and the count, then the reviews newest first. Its owner
 * (`canReport`) may report one to the platform; a reported one says so for the rest of the visit. Reached
 * at `#recensioni` (the host's 'Nuova recensione' notification), it scrolls into view.
 */
export function LocationReviews({
  location,
}: {
  location: { averageVote: number | null; reviewCount: number; reviews: readonly ReviewFieldsFragment[] };
}) {
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (hash === `#${REVIEWS_ANCHOR}`) ref.current?.scrollIntoView();
  }, [hash]);
  // The reported review's 'Segnala' is gone once the dialog closes: focus goes to the review it was on.
  const focusAfterReport = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfterReport.current;
    if (!id || reporting) return;
    focusAfterReport.current = null;
    document.getElementById(`review-${id}`)?.closest('article')?.focus();
  }, [reporting, reported]);

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
                {reported.has(r.id) ? (
                  <p className={s.reported}>{t.reported}</p>
                ) : (
                  r.canReport && (
                    <div className={s.actions}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t.reportNamed(r.title)}
                        onPress={() => setReporting(r.id)}
                      >
                        {t.report}
                      </Button>
                    </div>
                  )
                )}
              </ReviewCard>
            </li>
          ))}
        </ul>
      )}
      {reporting && (
        <ReportReviewDialog
          reviewId={reporting}
          isOpen
          onOpenChange={(open) => !open && setReporting(null)}
          onReported={() => {
            focusAfterReport.current = reporting;
            setReported((ids) => new Set(ids).add(reporting));
          }}
        />
      )}
    </section>
  );
}
