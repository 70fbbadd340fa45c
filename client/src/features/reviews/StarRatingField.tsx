import { Star } from 'lucide-react';
import { Radio, RadioGroup } from 'react-aria-components';
import { Description, FieldError, Label, VisuallyHidden } from '../../ui';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { REVIEW_VOTE_MAX, REVIEW_VOTE_MIN } from '@festalocation/domain/messages';
import * as s from './Reviews.css';

const t = reviewsIt;
const VOTES = Array.from({ length: REVIEW_VOTE_MAX - REVIEW_VOTE_MIN + 1 }, (_, i) => REVIEW_VOTE_MIN + i);

/**
 * The vote as a radio group of five stars ('1 stella' … '5 stelle'): arrow keys move the choice, as for any
 * radio group, and the stars up to the choice are filled. Named `vote` so the form's errors land here.
 */
export function StarRatingField({
  value,
  onChange,
  isDisabled,
}: {
  value: number | null;
  onChange: (vote: number) => void;
  isDisabled?: boolean;
}) {
  return (
    <RadioGroup
      name="vote"
      isRequired
      orientation="horizontal"
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      isDisabled={isDisabled}
      className={s.starGroup}
    >
      <Label>{t.vote}</Label>
      <div className={s.starRow}>
        {VOTES.map((n) => (
          <Radio
            key={n}
            value={String(n)}
            className={s.starRadio}
            data-filled={(value != null && n <= value) || undefined}
          >
            <Star
              aria-hidden="true"
              className={`${s.bigStar} ${value != null && n <= value ? s.starFilled : ''}`}
            />
            <VisuallyHidden>{t.star(n)}</VisuallyHidden>
          </Radio>
        ))}
      </div>
      <Description>{t.voteDescription}</Description>
      <FieldError />
    </RadioGroup>
  );
}
