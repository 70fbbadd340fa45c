import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { ChangeRequestQueueDocument } from './changes.generated';
import { QueryState } from './QueryState';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const c = adminIt.changes;

/** /admin/modifiche: change requests waiting for a decision, oldest first. */
export function ChangeQueue() {
  usePageTitle(adminIt.sections.changes);
  const { data, loading, error, refetch } = useQuery(ChangeRequestQueueDocument, {
    variables: { first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.changeRequestQueue;
  return (
    <>
      <div className={s.head}>
        <h1 className={s.h1}>{adminIt.sections.changes}</h1>
        {page && <p className={s.muted}>{c.count(page.count)}</p>}
      </div>
      <QueryState loading={loading} error={error} hasData={!!page} retry={() => void refetch()}>
        {!page?.items.length ? (
          <p className={s.muted}>{c.empty}</p>
        ) : (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{c.colLocation}</th>
                <th scope="col">{c.colRequester}</th>
                <th scope="col">{c.colWaiting}</th>
                <th scope="col">{c.colFields}</th>
                <th scope="col">{c.colConflict}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((r) => (
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
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}
