import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { Badge } from '../../ui';
import { ApprovalQueueDocument } from './approvals.generated';
import { dateTime, timerText } from './format';
import { QueryState } from './QueryState';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const a = adminIt.approvals;

/** /admin, /admin/approvazioni: locations waiting for approval, longest waiting first, as the server orders them. */
export function ApprovalQueue() {
  usePageTitle(adminIt.sections.approvals);
  const { data, loading, error, refetch } = useQuery(ApprovalQueueDocument, {
    variables: { first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.approvalQueue;
  return (
    <>
      <div className={s.head}>
        <h1 className={s.h1}>{adminIt.sections.approvals}</h1>
        {page && (
          <p className={s.counts}>
            <span>{a.count(page.count)}</span>
            {page.overdueCount > 0 && <Badge tone="error">{a.overdueCount(page.overdueCount)}</Badge>}
          </p>
        )}
      </div>
      <QueryState loading={loading} error={error} hasData={!!page} retry={() => void refetch()}>
        {!page?.items.length ? (
          <p className={s.muted}>{a.empty}</p>
        ) : (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{a.colName}</th>
                <th scope="col">{a.colCity}</th>
                <th scope="col">{a.colOwner}</th>
                <th scope="col">{a.colSubmitted}</th>
                <th scope="col">{a.colTimer}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((item) => (
                <tr key={item.summary.id} data-overdue={item.overdue || undefined}>
                  <th scope="row">
                    <Link to={`/admin/approvazioni/${item.summary.id}`}>{item.summary.name}</Link>
                  </th>
                  <td data-label={a.colCity}>{item.summary.city}</td>
                  <td data-label={a.colOwner}>{item.summary.owner.email}</td>
                  <td data-label={a.colSubmitted}>
                    <time dateTime={item.submittedAt}>{dateTime(item.submittedAt)}</time>
                  </td>
                  <td data-label={a.colTimer} className={item.overdue ? s.overdue : undefined}>
                    {timerText(item.hoursLeft, item.overdue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}
