import { useEffect, useRef, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { Button, Form, TextAreaField, TextField, toastQueue } from '../../ui';
import {
  CreateReviewDocument,
  ReviewFieldsFragmentDoc,
  UpdateReviewDocument,
  type ReviewFieldsFragment,
} from './reviews.generated';
import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX } from '@festalocation/domain/messages';
import { REVIEW_FIELDS, reviewInputSchema, type ReviewField } from './rules';
import { StarRatingField } from './StarRatingField';
import * as s from './Reviews.css';

const t = reviewsIt;

/**
 * The location page's reviews, average and count no longer hold once a review is written or its vote
 * changes: dropped from the cache, they are fetched again when that page is next shown.
 */
function forgetLocationReviews(cache: ApolloCache, locationId: string) {
  const id = cache.identify({ __typename: 'Location', id: locationId });
  for (const fieldName of ['reviews', 'averageVote', 'reviewCount']) cache.evict({ id, fieldName });
}

interface ReviewValues {
  vote: number | null;
  title: string;
  content: string;
}

/**
 * Writes the guest's review of one request (`quoteRequestId`) or edits theirs (`review`). The limits are
 * stated under each field and checked before sending; the server's refusal of a field shows under it.
 */
export function ReviewForm({
  quoteRequestId,
  locationId,
  review,
  onSaved,
  onCancel,
}: {
  quoteRequestId: string;
  locationId: string;
  review?: ReviewFieldsFragment | null;
  onSaved: (review: ReviewFieldsFragment) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ReviewValues>({
    vote: review ? Math.round(review.vote) : null,
    title: review?.title ?? '',
    content: review?.content ?? '',
  });
  const { dropErrors, check, run, validationErrors } = useFormErrors<ReviewField>({ fields: REVIEW_FIELDS });
  const [create, { loading: creating }] = useMutation(CreateReviewDocument, {
    // The request now holds the review and can no longer be reviewed: its detail shows it at once.
    update(cache, { data }) {
      if (!data) return;
      const ref = cache.writeFragment({ fragment: ReviewFieldsFragmentDoc, data: data.createReview });
      cache.modify({
        id: cache.identify({ __typename: 'QuoteRequest', id: quoteRequestId }),
        fields: { review: () => ref, canReview: () => false },
      });
      forgetLocationReviews(cache, locationId);
    },
  });
  const [update, { loading: updating }] = useMutation(UpdateReviewDocument, {
    update: (cache) => forgetLocationReviews(cache, locationId),
  });

  // Opened by a button that then goes away: focus moves into the form, onto the vote, not to the page's top.
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector<HTMLInputElement>('input[name="vote"]')?.focus(), []);

  const change = (patch: Partial<ReviewValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    dropErrors(Object.keys(patch));
  };

  const submit = async () => {
    if (!check(schemaErrors<ReviewField>(reviewInputSchema, values))) return;
    const input = { vote: values.vote!, title: values.title.trim(), content: values.content.trim() };
    if (review) {
      const saved = await run(() => update({ variables: { id: review.id, input } }));
      if (!saved?.data.data) return;
      toastQueue.success(t.updated);
      onSaved(saved.data.data.updateReview);
    } else {
      const saved = await run(() => create({ variables: { quoteRequestId, input } }));
      if (!saved?.data.data) return;
      toastQueue.success(t.published);
      onSaved(saved.data.data.createReview);
    }
  };

  const saving = creating || updating;
  return (
    <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
      <div ref={first}>
        <StarRatingField value={values.vote} onChange={(vote) => change({ vote })} />
      </div>
      <TextField
        label={t.title}
        name="title"
        isRequired
        maxLength={REVIEW_TITLE_MAX}
        showCounter
        description={t.titleDescription}
        value={values.title}
        onChange={(title) => change({ title })}
      />
      <TextAreaField
        label={t.content}
        name="content"
        isRequired
        rows={6}
        maxLength={REVIEW_CONTENT_MAX}
        description={t.contentDescription}
        value={values.content}
        onChange={(content) => change({ content })}
      />
      <div className={s.actions}>
        <Button type="submit" isPending={saving}>
          {review ? t.saveEdit : t.publish}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          {t.cancel}
        </Button>
      </div>
    </Form>
  );
}
