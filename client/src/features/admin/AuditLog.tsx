import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { AuditLogDocument } from './audit.generated';
import type { AdminAuditFieldsFragment } from './moderation.generated';
import { dateTime, personText } from './format';
import { QueryState } from './QueryState';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const a = it.admin.audit;

/** The subject in words; a location links to its approval detail (its history), a user to the search. */
function Subject({ entry }: { entry: AdminAuditFieldsFragment }) {
  const kind = a.subjects[entry.subjectType];
  // Entries carry ids, not names: the short id is enough to tell rows apart, the link shows the rest.
  const text = `${kind} ${entry.subjectId.slice(0, 8)}`;
  if (entry.subjectType === 'LOCATION')
    return <Link to={`/admin/approvazioni/${entry.subjectId}`}>{text}</Link>;
  if (entry.subjectType === 'USER') return <Link to={`/admin/cerca?q=${entry.subjectId}`}>{text}</Link>;
  return <span>{text}</span>;
}

/** /admin/registro: every moderation decision, newest first, 30 at a time ('Carica altri' follows the cursor). */
export function AuditLog() {
  usePageTitle(it.admin.sections.audit);
  const { data, loading, error, refetch, fetchMore } = useQuery(AuditLogDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.auditLog;
  const more = () =>
    page?.nextCursor &&
    void fetchMore({
      variables: { after: page.nextCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        auditLog: {
          ...fetchMoreResult.auditLog,
          entries: [...prev.auditLog.entries, ...fetchMoreResult.auditLog.entries],
        },
      }),
    });
  return (
    <>
      <h1 className={s.h1}>{it.admin.sections.audit}</h1>
      <QueryState loading={loading} error={error} hasData={!!page} retry={() => void refetch()}>
        {!page?.entries.length ? (
          <p className={s.muted}>{a.empty}</p>
        ) : (
          <>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">{a.colDate}</th>
                  <th scope="col">{a.colAction}</th>
                  <th scope="col">{a.colSubject}</th>
                  <th scope="col">{a.colActor}</th>
                  <th scope="col">{a.colReason}</th>
                </tr>
              </thead>
              <tbody>
                {page.entries.map((e) => (
                  <tr key={e.id}>
                    <td data-label={a.colDate}>
                      <time dateTime={e.createdAt}>{dateTime(e.createdAt)}</time>
                    </td>
                    <th scope="row">{a.actions[e.action]}</th>
                    <td data-label={a.colSubject}>
                      <Subject entry={e} />
                    </td>
                    <td data-label={a.colActor}>{personText(e.actor)}</td>
                    <td data-label={a.colReason}>{e.reason ?? it.admin.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {page.nextCursor && (
              <div>
                <Button variant="secondary" onPress={more} isPending={loading}>
                  {it.admin.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
