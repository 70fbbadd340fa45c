import { useMutation } from '@apollo/client/react';
import { REVIEW_REPORT_MAX } from '@festalocation/domain/messages';
import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { schemaErrors } from '../../lib/useFormErrors';
import { ReportDialog } from '../reports/ReportDialog';
import { ReportReviewDocument } from './reviews.generated';
import { reportReasonSchema } from './rules';

const t = reviewsIt;

/**
 * The owner's report of one review to the platform: a reason (10-1000 characters), checked before sending;
 * the server's refusal shows under it. `onReported` runs once the platform has it.
 */
export function ReportReviewDialog({
  reviewId,
  onClose,
  onReported,
}: {
  reviewId: string;
  onClose: () => void;
  onReported: () => void;
}) {
  const [report] = useMutation(ReportReviewDocument);
  return (
    <ReportDialog
      title={t.reportTitle}
      intro={<p>{t.reportIntro}</p>}
      reasonDescription={t.reportReasonDescription}
      maxLength={REVIEW_REPORT_MAX}
      sentMessage={t.reportSent}
      validate={(reason) => schemaErrors<'reason'>(reportReasonSchema, { reason })}
      send={(reason) => report({ variables: { id: reviewId, reason } })}
      onSent={onReported}
      onClose={onClose}
    />
  );
}
