import { useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { runMutation } from '../../lib/mutationErrors';
import { Badge, Button, ConfirmDialog, DialogTrigger, toastQueue } from '../../ui';
import {
  ApproveChangeRequestDocument,
  ChangeRequestReviewDocument,
  RejectChangeRequestDocument,
} from './changes.generated';
import type { AdminChangeFieldFieldsFragment } from './changes.generated';
import { BusinessPanel } from './BusinessPanel';
import { dateTime, personText } from './format';
import { QueryState } from './QueryState';
import { ReasonDialog } from './ReasonDialog';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const c = adminIt.changes;
const QUEUE = '/admin/modifiche';
// A decided request leaves the queue: the cached one is dropped, so the queue comes back without it.
const DROP_QUEUE = {
  update: (cache: ApolloCache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'changeRequestQueue' }),
};

/** Campo / Valore attuale / Valore richiesto for the fields the request changes; conflicts said in words. */
export function ChangeDiff({ fields }: { fields: readonly AdminChangeFieldFieldsFragment[] }) {
  return (
    <table className={s.table}>
      <caption>{c.diff}</caption>
      <thead>
        <tr>
          <th scope="col">{c.colField}</th>
          <th scope="col">{c.colLive}</th>
          <th scope="col">{c.colRequested}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.field} data-conflict={f.conflict || undefined}>
            <th scope="row">
              {f.label}
              {f.conflict && (
                <>
                  {' '}
                  <Badge tone="error">{c.conflict}</Badge>
                </>
              )}
            </th>
            <td data-label={c.colLive}>
              {f.live ?? adminIt.none}
              {f.conflict && <p className={s.overdue}>{c.conflictNote}</p>}
            </td>
            <td data-label={c.colRequested}>
              <strong>{f.requested ?? adminIt.none}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/modifiche/:id: the diff, the requested business data's checks, then Approva or Rifiuta. */
export function ChangeDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ChangeRequestReviewDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ApproveChangeRequestDocument, DROP_QUEUE);
  const [reject] = useMutation(RejectChangeRequestDocument, DROP_QUEUE);
  const [failure, setFailure] = useState<string | null>(null);
  const r = data?.changeRequestReview;
  usePageTitle(r ? c.detailTitle(r.location.name) : adminIt.sections.changes);

  const onApprove = () =>
    runMutation(() => approve({ variables: { id } }), {
      // A CONFLICT (changed since, or decided by someone else) stays on the page: the admin must act on it.
      onMessage: (e) => setFailure(e.message),
    }).then((res) => {
      if (!res) return;
      toastQueue.success(c.approved);
      navigate(QUEUE);
    });

  return (
    <>
      <Link to={QUEUE} className={s.muted}>
        ← {c.back}
      </Link>
      {data && !r ? (
        <h1 className={s.h1}>{c.notFound}</h1>
      ) : (
        <QueryState loading={loading} error={error} hasData={!!r} retry={() => void refetch()}>
          {r && (
            <>
              <div className={s.head}>
                <h1 className={s.h1}>{c.detailTitle(r.location.name)}</h1>
                <p className={s.counts}>
                  <Badge tone={r.status === 'PENDING' ? 'warning' : 'neutral'}>{c.statuses[r.status]}</Badge>
                  <span>{adminIt.waiting(r.waitingHours)}</span>
                </p>
                <p className={s.muted}>
                  {c.colRequester}: {personText(r.requestedBy)} ·{' '}
                  <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
                </p>
              </div>
              {r.decisionReason && (
                <p className={s.warning}>
                  <strong>{c.decidedReason}:</strong> {r.decisionReason}
                </p>
              )}
              {r.hasConflicts && (
                <p className={s.warning}>
                  <strong>{c.conflict}:</strong> {c.conflictsWarning}
                </p>
              )}
              {failure && (
                <p role="alert" className={s.alert}>
                  {failure}
                </p>
              )}
              {r.status === 'PENDING' && (
                <div className={s.actions}>
                  <DialogTrigger>
                    <Button variant="primary">{adminIt.approvals.approve}</Button>
                    <ConfirmDialog
                      title={c.approveTitle}
                      body={c.approveBody}
                      confirmLabel={adminIt.approvals.approve}
                      onConfirm={onApprove}
                    />
                  </DialogTrigger>
                  <ReasonDialog
                    triggerLabel={adminIt.approvals.reject}
                    title={c.rejectTitle}
                    help={c.rejectHelp}
                    mutate={(reason) => reject({ variables: { id, reason } })}
                    onDone={() => {
                      toastQueue.success(c.rejected);
                      navigate(QUEUE);
                    }}
                  />
                </div>
              )}
              <ChangeDiff fields={r.changedFields} />
              <BusinessPanel title={c.requestedChecks} business={r.requestedBusiness} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
