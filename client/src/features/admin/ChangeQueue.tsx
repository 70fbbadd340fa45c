import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { ChangeRequestQueueDocument } from './changes.generated';
import { QueueScreen } from './QueueScreen';
import * as s from './Admin.css';

const c = adminIt.changes;

/** /admin/modifiche: change requests waiting for a decision, oldest first. */
export function ChangeQueue() {
  const query = useQuery(ChangeRequestQueueDocument, {
    variables: { pageSize: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const page = query.data?.changeRequestQueue;
  return (
    <QueueScreen
      title={adminIt.sections.changes}
      counts={page && <p className={s.muted}>{c.count(page.count)}</p>}
      query={query}
      items={page?.items}
      empty={c.empty}
      columns={[c.colLocation, c.colRequester, c.colWaiting, c.colFields, c.colConflict]}
      row={(r) => (
        <tr key={r.id}>
          <th scope="row">
            <Link to={`/admin/modifiche/${r.id}`} aria-label={c.open(r.location.name)}>
              {r.location.name}
            </Link>{' '}
            <span className={s.muted}>({r.location.city})</span>
          </th>
          <td data-label={c.colRequester}>{r.requestedBy?.email ?? adminIt.none}</td>
          <td data-label={c.colWaiting}>{adminIt.waiting(r.waitingHours)}</td>
          <td data-label={c.colFields}>{r.changedFields.length}</td>
          <td data-label={c.colConflict} className={r.hasConflicts ? s.overdue : undefined}>
            {r.hasConflicts ? c.conflict : c.noConflict}
          </td>
        </tr>
      )}
    />
  );
}
