import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import type { ReviewQueueFilter } from '../../gql/types';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { runMutation } from '../../lib/mutationErrors';
import { Badge, Button, ConfirmDialog, DialogTrigger, toastQueue } from '../../ui';
import {
  DismissReviewReportsDocument,
  HideReviewDocument,
  RestoreReviewDocument,
  ReviewQueueDocument,
  type AdminReviewFieldsFragment,
} from './reviews.generated';
import { dateTime, personText, voteText } from './format';
import { QueryState } from './QueryState';
import { ReasonDialog } from './ReasonDialog';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const r = adminIt.reviews;
// The filter lives in the address (?filtro=segnalate), so a list can be linked and survives a reload.
const FILTERS: [ReviewQueueFilter, string][] = [
  ['RECENT', 'recenti'],
  ['REPORTED', 'segnalate'],
  ['HIDDEN', 'nascoste'],
];
// After an action the review may leave the list it is in (hidden, reports closed): every list is refetched.
const REFETCH = { refetchQueries: ['ReviewQueue'] };

/** /admin/recensioni: Recenti / Segnalate / Nascoste, each review with its reports and actions. */
export function ReviewsPanel() {
  const [params] = useSearchParams();
  const slug = params.get('filtro');
  const filter = FILTERS.find(([, sl]) => sl === slug)?.[0] ?? 'RECENT';
  usePageTitle(`${r[filter]} · ${adminIt.sections.reviews}`);
  const { data, loading, error, refetch } = useQuery(ReviewQueueDocument, {
    variables: { filter, pageSize: 30 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.reviewQueue;
  return (
    <>
      <div className={s.head}>
        <h1 className={s.h1}>{adminIt.sections.reviews}</h1>
        {page && <p className={s.muted}>{r.count(page.count)}</p>}
      </div>
      <nav aria-label={r.filters}>
        <ul className={`${s.navList} ${s.filters}`}>
          {FILTERS.map(([key, sl]) => (
            <li key={key}>
              <Link
                to={`/admin/recensioni?filtro=${sl}`}
                className={s.navLink}
                aria-current={key === filter ? 'page' : undefined}
              >
                {r[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState loading={loading} error={error} hasData={!!page} retry={() => void refetch()}>
        {!page?.items.length ? (
          <p className={s.muted}>{r.empty}</p>
        ) : (
          <ul className={s.list}>
            {page.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

export function ReviewCard({ review }: { review: AdminReviewFieldsFragment }) {
  const [hide] = useMutation(HideReviewDocument, REFETCH);
  const [restore] = useMutation(RestoreReviewDocument, REFETCH);
  const [dismiss] = useMutation(DismissReviewReportsDocument, REFETCH);
  const titleId = `review-${review.id}`;
  // A failed confirm keeps its dialog open (the error is toasted by runMutation).
  const confirmed = (mutate: () => Promise<unknown>, done: string) => async () => {
    const res = await runMutation(mutate);
    if (!res) throw new Error('failed');
    toastQueue.success(done);
  };
  return (
    <article className={s.card} aria-labelledby={titleId}>
      <div className={s.reviewHead}>
        <h2 id={titleId} className={s.h2}>
          {review.title}
        </h2>
        <p className={s.counts}>
          <span>{r.vote(voteText(review.vote))}</span>
          {review.isHidden && <Badge tone="error">{r.hidden}</Badge>}
          {review.openReportCount > 0 && (
            <Badge tone="warning">{r.openReports(review.openReportCount)}</Badge>
          )}
        </p>
        <p className={s.muted}>
          {r.by} {review.author} {r.on}{' '}
          <Link to={`/location/${review.location.slug}`}>
            {review.location.name} ({review.location.city})
          </Link>{' '}
          · <time dateTime={review.createdAt}>{dateTime(review.createdAt)}</time>
          {review.editedAt && ` (${r.edited})`}
        </p>
      </div>
      <p className={s.prose}>{review.content}</p>
      {review.isHidden && review.hiddenReason && (
        <p className={s.warning}>
          <strong>{r.hiddenBecause}:</strong> {review.hiddenReason}
        </p>
      )}
      {review.reports.length > 0 && (
        <section aria-label={`${r.reports}: ${review.title}`}>
          <h3 className={s.h2}>{r.reports}</h3>
          <ul className={s.plainList}>
            {review.reports.map((rep) => (
              <li key={rep.id}>
                <span className={s.prose}>{rep.reason}</span> —{' '}
                {rep.reportedBy ? personText(rep.reportedBy) : r.unknownReporter},{' '}
                <time dateTime={rep.createdAt}>{dateTime(rep.createdAt)}</time>
                {rep.resolvedAt && ` (${r.resolved})`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={s.actions}>
        {review.isHidden ? (
          <DialogTrigger>
            <Button variant="secondary" aria-label={`${r.restore} «${review.title}»`}>
              {r.restore}
            </Button>
            <ConfirmDialog
              title={r.restoreTitle}
              body={r.restoreBody}
              confirmLabel={r.restore}
              onConfirm={confirmed(() => restore({ variables: { id: review.id } }), r.restored)}
            />
          </DialogTrigger>
        ) : (
          <>
            <ReasonDialog
              triggerLabel={r.hide}
              triggerAriaLabel={`${r.hide} «${review.title}»`}
              title={r.hideTitle}
              help={r.hideHelp}
              mutate={(reason) => hide({ variables: { id: review.id, reason } })}
              onDone={() => toastQueue.success(r.hiddenDone)}
            />
            {review.openReportCount > 0 && (
              <DialogTrigger>
                <Button variant="secondary" aria-label={`${r.dismiss} «${review.title}»`}>
                  {r.dismiss}
                </Button>
                <ConfirmDialog
                  title={r.dismissTitle}
                  body={r.dismissBody}
                  confirmLabel={r.dismiss}
                  onConfirm={confirmed(() => dismiss({ variables: { id: review.id } }), r.dismissed)}
                />
              </DialogTrigger>
            )}
          </>
        )}
      </div>
    </article>
  );
}
