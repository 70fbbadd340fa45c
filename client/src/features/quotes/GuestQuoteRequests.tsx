import { useQuery } from '@apollo/client/react';
import { formatDDMMYYYY, formatEuro } from '@festa/domain';
import { MyQuoteRequestsDocument } from './quotes.generated';
import { LinkButton, Pager, Skeleton, useIsDesktop } from '../../ui';
import { it } from '../../i18n/it';
import { QuoteTableHead } from './QuoteTableHead';
import { StatusBadge } from './StatusBadge';
import { useLastPageAtMost, usePageParam } from '../../lib/usePageParam';
import * as s from './Quotes.css';

/** /profile/quote-requests: the guest's own requests, 5 per page (the page in the address: `?pagina=2`). */
export function GuestQuoteRequests() {
  const [page, setPage] = usePageParam();
  const desktop = useIsDesktop();
  const { data, loading } = useQuery(MyQuoteRequestsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.myQuoteRequests;
  const pageCount = result ? Math.ceil(result.count / result.pageSize) : 0;
  const beyond = useLastPageAtMost(page, result ? pageCount : null, setPage);
  if ((loading && !result) || beyond) return <Skeleton variant="text" />;
  if (!result || result.count === 0) {
    return (
      <section className={s.empty}>
        <h1 style={{ margin: 0 }}>{it.quotes.listTitle}</h1>
        <p>{it.quotes.emptyGuest}</p>
        <LinkButton href="/">{it.quotes.discover}</LinkButton>
      </section>
    );
  }
  return (
    <section className={s.section}>
      <h1 style={{ margin: 0 }}>{it.quotes.listTitle}</h1>
      <table className={s.table}>
        <QuoteTableHead
          columns={[
            it.quotes.colLocation,
            it.quotes.colDate,
            it.quotes.colGuests,
            it.quotes.colCost,
            it.quotes.colStatus,
          ]}
        />
        <tbody>
          {result.items.map((q) => (
            <tr key={q.id}>
              <td data-label={it.quotes.colLocation}>{q.location.name}</td>
              <td data-label={it.quotes.colDate}>{formatDDMMYYYY(q.date)}</td>
              <td data-label={it.quotes.colGuests}>{q.guests}</td>
              <td data-label={it.quotes.colCost}>{formatEuro(q.totalCents)}</td>
              <td data-label={it.quotes.colStatus}>
                <StatusBadge status={q.status} cancelledBy={q.cancelledBy} />
              </td>
              <td>
                <LinkButton
                  href={`/profile/quote-requests/${q.id}`}
                  variant="secondary"
                  size="sm"
                  aria-label={it.quotes.rowLink(desktop ? it.quotes.view : it.quotes.go, [
                    q.location.name,
                    formatDDMMYYYY(q.date),
                  ])}
                >
                  {desktop ? it.quotes.view : it.quotes.go}
                </LinkButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageCount={pageCount} onChange={setPage} />
    </section>
  );
}
