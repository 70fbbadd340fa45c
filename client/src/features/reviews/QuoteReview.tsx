import { useEffect, useRef, useState } from 'react';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { Button } from '../../ui';
import { ReplyToReview } from './ReplyToReview';
import { ReportReview } from './ReportReview';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';
import type { ReviewFieldsFragment } from './reviews.generated';
import { dayInRome, editableUntil } from './rules';
import * as s from './Reviews.css';

const t = reviewsIt;

/**
 * The review part of a request's detail. Its guest, once the event has passed (`canReview`), is invited to
 * write one; after saving, their review shows here with 'Modifica' while it can still be edited. Its host
 * sees the review and may report it ('Segnala'). Nothing when there is neither a review nor a way to write one.
 */
export function QuoteReview({
  quoteRequestId,
  locationId,
  canReview,
  review,
  isHostView,
}: {
  quoteRequestId: string;
  locationId: string;
  canReview: boolean;
  review: ReviewFieldsFragment | null;
  isHostView: boolean;
}) {
  const [mode, setMode] = useState<'view' | 'form'>('view');
  const cardRef = useRef<HTMLElement>(null);
  const openRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the form closes: onto the review just saved, or back to the button that opened it.
  const focusNext = useRef<'card' | 'open' | null>(null);

  useEffect(() => {
    if (mode !== 'view' || !focusNext.current) return;
    if (focusNext.current === 'card') cardRef.current?.focus();
    else openRef.current?.querySelector('button')?.focus();
    focusNext.current = null;
  });

  if (!review && !canReview) return null;
  const close = (to: 'card' | 'open') => {
    focusNext.current = to;
    setMode('view');
  };

  // The form says what it does ('Scrivi…', 'Modifica…'); the host reads the guest's review, not theirs.
  let heading: string = t.sectionTitle;
  if (isHostView) heading = t.guestReviewTitle;
  else if (mode === 'form') heading = review ? t.editFormTitle : t.formTitle;

  return (
    <section className={s.section} aria-labelledby="own-review-title">
      <h2 id="own-review-title" className={s.h2}>
        {heading}
      </h2>
      {mode === 'form' ? (
        <ReviewForm
          quoteRequestId={quoteRequestId}
          locationId={locationId}
          review={review}
          onSaved={() => close('card')}
          onCancel={() => close(review ? 'card' : 'open')}
        />
      ) : review ? (
        <ReviewCard ref={cardRef} review={review} level="h3">
          {/* The host may report it from here as from the location page. */}
          {isHostView && <ReportReview review={review} />}
          {isHostView && <ReplyToReview review={review} />}
          {review.canEdit && (
            <>
              <p className={s.meta}>
                {t.editableUntil(dayInRome(review.editableUntil ?? editableUntil(review.createdAt)))}
              </p>
              <div className={s.actions}>
                <Button variant="secondary" onPress={() => setMode('form')}>
                  {t.edit}
                </Button>
              </div>
            </>
          )}
        </ReviewCard>
      ) : (
        <>
          <p>{t.invite}</p>
          <div className={s.actions} ref={openRef}>
            <Button onPress={() => setMode('form')}>{t.leave}</Button>
          </div>
        </>
      )}
    </section>
  );
}
