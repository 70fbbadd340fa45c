import type { ReactNode, Ref } from 'react';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import type { ReviewFieldsFragment } from './reviews.generated';
import { dayInRome } from './rules';
import { Stars } from './Stars';
import * as s from './Reviews.css';

const t = reviewsIt;

/**
 * One review: stars, title (a heading of `level`, so a screen reader can move from review to review), text
 * and when it was written. `children` follow (the author's 'Modifica', the owner's 'Segnala'). Focusable
 * from script only, so the page can move focus onto a review just saved.
 */
export function ReviewCard({
  review,
  level: Heading,
  showAuthor,
  children,
  ref,
}: {
  review: ReviewFieldsFragment;
  level: 'h3' | 'h4';
  showAuthor?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  const written = t.writtenOn(dayInRome(review.createdAt));
  const edited = review.editedAt ? `, ${t.editedOn(dayInRome(review.editedAt))}` : '';
  return (
    <article ref={ref} tabIndex={-1} className={s.card} aria-labelledby={`review-${review.id}`}>
      <div className={s.head}>
        {showAuthor && <strong>{review.author}</strong>}
        <Stars vote={review.vote} />
      </div>
      <Heading id={`review-${review.id}`} className={s.cardTitle}>
        {review.title}
      </Heading>
      <p className={s.content}>{review.content}</p>
      <p className={s.meta}>
        <time dateTime={review.createdAt}>{written}</time>
        {edited}
      </p>
      {review.reply && (
        <div className={s.reply}>
          <p className={s.replyTitle}>{t.replyTitle}</p>
          <p className={s.content}>{review.reply.content}</p>
          <p className={s.meta}>
            <time dateTime={review.reply.createdAt}>{t.repliedOn(dayInRome(review.reply.createdAt))}</time>
            {review.reply.editedAt ? `, ${t.editedOn(dayInRome(review.reply.editedAt))}` : ''}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}
