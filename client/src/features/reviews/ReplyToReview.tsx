import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { REVIEW_REPLY_MAX } from '@festalocation/domain/messages';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { Button, Form, TextAreaField, toastQueue } from '../../ui';
import { ReplyToReviewDocument, type ReviewFieldsFragment } from './reviews.generated';
import { replySchema } from './rules';
import * as s from './Reviews.css';

const t = reviewsIt;

/**
 * The owner's 'Rispondi' (or 'Modifica risposta') under a review: an inline form for the one public reply,
 * checked with the gateway's schema before sending. Once saved the card shows the reply (the mutation's
 * answer updates the cached review) and focus returns to the button.
 */
export function ReplyToReview({ review }: { review: ReviewFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const { dropErrors, check, run, validationErrors } = useFormErrors<'content'>({ fields: ['content'] });
  const [reply, { loading }] = useMutation(ReplyToReviewDocument);
  const buttonRow = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    buttonRow.current?.querySelector('button')?.focus();
  }, [open]);

  if (!review.canReply) return null;
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  const submit = async () => {
    if (!check(schemaErrors<'content'>(replySchema, { content }))) return;
    const saved = await run(() => reply({ variables: { id: review.id, content: content.trim() } }));
    if (!saved) return;
    toastQueue.success(t.replySaved);
    close();
  };

  if (!open)
    return (
      <div ref={buttonRow} className={s.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={review.reply ? t.editReplyNamed(review.title) : t.replyNamed(review.title)}
          onPress={() => {
            setContent(review.reply?.content ?? '');
            setOpen(true);
          }}
        >
          {review.reply ? t.editReply : t.reply}
        </Button>
      </div>
    );
  return (
    <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
      <TextAreaField
        label={t.replyLabel}
        name="content"
        isRequired
        autoFocus
        maxLength={REVIEW_REPLY_MAX}
        description={t.replyDescription}
        value={content}
        onChange={(value) => {
          setContent(value);
          dropErrors(['content']);
        }}
      />
      <div className={s.actions}>
        <Button type="submit" isPending={loading}>
          {t.replyPublish}
        </Button>
        <Button variant="secondary" onPress={close} isDisabled={loading}>
          {t.cancel}
        </Button>
      </div>
    </Form>
  );
}
