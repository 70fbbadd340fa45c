import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { Button } from '../../ui';
import { AuditLogDocument, type AuditLogQuery } from './audit.generated';
import { dateTime, personText } from './format';
import { QueryState } from './QueryState';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const a = adminIt.audit;

/**
 * The subject by its name, linked: a location to its detail (with its history), an account to the search,
 * a review to its location's detail. Only a subject that no longer exists is named by its short id.
 */
type Entry = AuditLogQuery['auditLog']['entries'][number];

function Subject({ entry }: { entry: Entry }) {
  const kind = a.subjects[entry.subjectType];
  const name = entry.subjectName;
  if (!name) return <span>{`${kind} ${entry.subjectId.slice(0, 8)}`}</span>;
  const atLocation = entry.subjectLocationId && `/admin/approvazioni/${entry.subjectLocationId}`;
  if (entry.subjectType === 'USER')
    return (
      <span>
        {kind} <Link to={`/admin/cerca?q=${entry.subjectId}`}>{name}</Link>
      </span>
    );
  if (entry.subjectType === 'REVIEW')
    return (
      <span>
        {a.reviewOf(name)}{' '}
        {atLocation && entry.subjectLocationName && <Link to={atLocation}>{entry.subjectLocationName}</Link>}
      </span>
    );
  return (
    <span>
      {kind} {atLocation ? <Link to={atLocation}>{name}</Link> : name}
    </span>
  );
}

/** /admin/registro: every moderation decision, newest first, 30 at a time ('Carica altri' follows the cursor). */
export function AuditLog() {
  usePageTitle(adminIt.sections.audit);
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
      <h1 className={s.h1}>{adminIt.sections.audit}</h1>
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
                    <td data-label={a.colReason}>{e.reason ?? adminIt.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {page.nextCursor && (
              <div>
                <Button variant="secondary" onPress={more} isPending={loading}>
                  {adminIt.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
