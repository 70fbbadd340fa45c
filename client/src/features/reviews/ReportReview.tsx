import { useEffect, useRef, useState } from 'react';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { Button } from '../../ui';
import { ReportReviewDialog } from './ReportReviewDialog';
import type { ReviewFieldsFragment } from './reviews.generated';
import * as s from './Reviews.css';

const t = reviewsIt;

/**
 * The owner's 'Segnala' under a review (on the location page and on the request it was written for), with
 * its dialog. Once sent it says so for the rest of the visit, and focus goes to the review it was on (its
 * button is gone).
 */
export function ReportReview({ review }: { review: ReviewFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reported && !open) ref.current?.closest('article')?.focus();
  }, [reported, open]);
  // The answer to the report (canReport: false) may arrive before the dialog closes: it stays until then.
  if (!reported && !open && !review.canReport) return null;
  return (
    <div ref={ref} className={s.actions}>
      {reported ? (
        <p className={s.reported}>{t.reported}</p>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.reportNamed(review.title)}
          onPress={() => setOpen(true)}
        >
          {t.report}
        </Button>
      )}
      {open && (
        <ReportReviewDialog
          reviewId={review.id}
          onClose={() => setOpen(false)}
          onReported={() => setReported(true)}
        />
      )}
    </div>
  );
}
