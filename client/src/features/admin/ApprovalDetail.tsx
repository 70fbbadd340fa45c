import { useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { approvalStatusLabel } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import { runMutation } from '../../lib/mutationErrors';
import { Badge, Button, ConfirmDialog, DialogTrigger, LinkButton, toastQueue } from '../../ui';
import {
  ApprovalItemDocument,
  ApproveLocationDocument,
  RejectLocationDocument,
  type ApproveLocationMutation,
} from './approvals.generated';
import { BusinessPanel } from './BusinessPanel';
import { Decisions } from './Decisions';
import { dateTime, personText, timerText } from './format';
import { LocationSummary } from './LocationSummary';
import { QueryState } from './QueryState';
import { ReasonDialog } from './ReasonDialog';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const a = it.admin.approvals;
const QUEUE = '/admin/approvazioni';
// A decided location leaves the queue: the cached one is dropped, so the queue comes back without it.
const DROP_QUEUE = {
  update: (cache: ApolloCache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'approvalQueue' }),
};

/** What an approval did, in words: public or not yet, and what happened to a saved card's subscription. */
export function approvalOutcome(r: ApproveLocationMutation['approveLocation']): string {
  const parts: string[] = [r.location.isPublic ? a.approvedPublic : a.approvedNotPublic];
  if (r.subscriptionStarted) parts.push(a.subscriptionStarted);
  if (r.subscriptionStartFailed) parts.push(a.subscriptionStartFailed);
  return parts.join(' ');
}

/** /admin/approvazioni/:locationId: everything needed to decide, then Approva or Rifiuta (with a reason). */
export function ApprovalDetail() {
  const { locationId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ApprovalItemDocument, {
    variables: { locationId },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ApproveLocationDocument, DROP_QUEUE);
  const [reject] = useMutation(RejectLocationDocument, DROP_QUEUE);
  const [failure, setFailure] = useState<string | null>(null);
  const item = data?.approvalItem;
  usePageTitle(item ? `${item.summary.name} · ${it.admin.sections.approvals}` : it.admin.sections.approvals);

  const back = (
    <Link to={QUEUE} className={s.muted}>
      ← {a.back}
    </Link>
  );
  if (data && !item)
    return (
      <>
        {back}
        <h1 className={s.h1}>{a.notFound}</h1>
      </>
    );

  const onApprove = () =>
    runMutation(() => approve({ variables: { id: locationId } }), {
      // Shown on the page as well as toasted: a CONFLICT means someone else decided, the queue is stale.
      onMessage: (e) => setFailure(e.message),
    }).then((res) => {
      const result = res?.data.data?.approveLocation;
      if (!result) return;
      toastQueue.success(a.approved(result.location.name), {
        description: approvalOutcome(result),
        timeout: 0,
      });
      navigate(QUEUE);
    });

  return (
    <>
      {back}
      <QueryState loading={loading} error={error} hasData={!!item} retry={() => void refetch()}>
        {item && (
          <>
            <div className={s.head}>
              <h1 className={s.h1}>{item.summary.name}</h1>
              <p className={s.counts}>
                <Badge tone={item.summary.approvalStatus === 'PENDING' ? 'warning' : 'neutral'}>
                  {approvalStatusLabel(item.summary.approvalStatus)}
                </Badge>
                {item.summary.suspendedAt && <Badge tone="error">{it.admin.search.suspended}</Badge>}
                {item.summary.approvalStatus === 'PENDING' && (
                  <span className={item.overdue ? s.overdue : undefined}>
                    {timerText(item.hoursLeft, item.overdue)}
                  </span>
                )}
              </p>
              <p className={s.muted}>
                {a.submitted} <time dateTime={item.submittedAt}>{dateTime(item.submittedAt)}</time> ·{' '}
                {item.summary.city}
              </p>
            </div>
            {failure && (
              <p role="alert" className={s.alert}>
                {failure}
              </p>
            )}
            {item.summary.approvalStatus === 'PENDING' && (
              <div className={s.actions}>
                <DialogTrigger>
                  <Button variant="primary">{a.approve}</Button>
                  <ConfirmDialog
                    title={a.approveTitle}
                    body={a.approveBody(item.summary.name)}
                    confirmLabel={a.approve}
                    onConfirm={onApprove}
                  />
                </DialogTrigger>
                <ReasonDialog
                  triggerLabel={a.reject}
                  title={a.rejectTitle}
                  help={a.rejectHelp}
                  mutate={(reason) => reject({ variables: { id: locationId, reason } })}
                  onDone={() => {
                    toastQueue.success(a.rejected(item.summary.name));
                    navigate(QUEUE);
                  }}
                />
              </div>
            )}
            {item.summary.rejectionReason && (
              <p className={s.warning}>
                <strong>{it.admin.search.reason}:</strong> {item.summary.rejectionReason}
              </p>
            )}
            <section className={s.card} aria-labelledby="owner-title">
              <h2 id="owner-title" className={s.h2}>
                {a.owner}
              </h2>
              <p className={s.prose}>
                {personText(item.owner)} · {it.admin.search.ownedLocations(item.owner.locationCount)}
                {item.owner.suspendedAt && ` · ${it.admin.search.suspendedUser}`}
              </p>
            </section>
            <BusinessPanel title={a.business} business={item.business} />
            <LocationSummary location={item.location} />
            <Decisions entries={item.decisions} />
            <div>
              <LinkButton href={`/location/${item.summary.slug}`} variant="secondary" target="_blank">
                {a.publicPage}
              </LinkButton>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
