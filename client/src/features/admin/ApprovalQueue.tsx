import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { Badge } from '../../ui';
import { ApprovalQueueDocument } from './approvals.generated';
import { dateTime, timerText } from './format';
import { QueueScreen } from './QueueScreen';
import * as s from './Admin.css';

const a = adminIt.approvals;

/** /admin, /admin/approvazioni: locations waiting for approval, longest waiting first, as the server orders them. */
export function ApprovalQueue() {
  const query = useQuery(ApprovalQueueDocument, {
    variables: { pageSize: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const page = query.data?.approvalQueue;
  return (
    <QueueScreen
      title={adminIt.sections.approvals}
      counts={
        page && (
          <p className={s.counts}>
            <span>{a.count(page.count)}</span>
            {page.overdueCount > 0 && <Badge tone="error">{a.overdueCount(page.overdueCount)}</Badge>}
          </p>
        )
      }
      query={query}
      items={page?.items}
      empty={a.empty}
      columns={[a.colName, a.colCity, a.colOwner, a.colSubmitted, a.colTimer]}
      row={(item) => (
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
      )}
    />
  );
}
