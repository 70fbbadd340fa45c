import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { Button, Dialog, Form, Modal, TextAreaField, toastQueue } from '../../ui';
import { ReportReviewDocument } from './reviews.generated';
import { REVIEW_REPORT_MAX } from '@festalocation/domain/messages';
import { reportReasonSchema } from './rules';
import * as s from './Reviews.css';

const t = reviewsIt;

/**
 * The owner's report of one review to the platform: a reason (10-1000 characters), checked before sending;
 * the server's refusal shows under it. `onReported` runs once the platform has it.
 */
export function ReportReviewDialog({
  reviewId,
  isOpen,
  onOpenChange,
  onReported,
}: {
  reviewId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onReported: () => void;
}) {
  const [reason, setReason] = useState('');
  const { dropErrors, check, run, validationErrors } = useFormErrors<'reason'>({ fields: ['reason'] });
  const [report, { loading }] = useMutation(ReportReviewDocument);

  const submit = async () => {
    if (!check(schemaErrors<'reason'>(reportReasonSchema, { reason }))) return;
    const sent = await run(() => report({ variables: { id: reviewId, reason: reason.trim() } }));
    if (!sent) return;
    toastQueue.success(t.reportSent);
    onReported();
    onOpenChange(false);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t.reportTitle}>
        {({ close }) => (
          <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
            <p>{t.reportIntro}</p>
            <TextAreaField
              label={t.reportReason}
              name="reason"
              isRequired
              autoFocus
              maxLength={REVIEW_REPORT_MAX}
              description={t.reportReasonDescription}
              value={reason}
              onChange={(value) => {
                setReason(value);
                dropErrors(['reason']);
              }}
            />
            <div className={s.actions}>
              <Button type="submit" isPending={loading}>
                {t.reportSend}
              </Button>
              <Button variant="secondary" onPress={close} isDisabled={loading}>
                {t.cancel}
              </Button>
            </div>
          </Form>
        )}
      </Dialog>
    </Modal>
  );
}
