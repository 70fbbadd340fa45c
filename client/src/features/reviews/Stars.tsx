import { Star } from 'lucide-react';
import { voteText } from '@festa/domain';
import { it } from '../../i18n/it';
import { VisuallyHidden } from '../../ui';
import * as s from './Reviews.css';

const t = it.reviews;

/** A vote as five stars (the nearest whole ones filled) and the number; read out as 'Voto 4,5 su 5'. */
export function Stars({ vote, label = t.voteOf(voteText(vote)) }: { vote: number; label?: string }) {
  const filled = Math.round(vote);
  return (
    <span className={s.stars}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <span aria-hidden="true" className={s.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={`${s.starIcon} ${n <= filled ? s.starFilled : ''}`} />
        ))}{' '}
        {voteText(vote)}
      </span>
    </span>
  );
}

/** The average and the count ('★ 4,5 · 12 recensioni'), or nothing while there is no review. */
export function RatingSummary({
  averageVote,
  reviewCount,
  className,
}: {
  averageVote: number | null;
  reviewCount: number;
  className?: string;
}) {
  if (!reviewCount || averageVote == null) return null;
  return (
    <p className={[s.summary, className].filter(Boolean).join(' ')}>
      <Stars vote={averageVote} label={t.average(voteText(averageVote))} />
      <span aria-hidden="true">·</span>
      <span>{t.count(reviewCount)}</span>
    </p>
  );
}
