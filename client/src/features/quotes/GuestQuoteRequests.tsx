import { useQuery } from '@apollo/client/react';
import { formatDDMMYYYY, formatEuro } from '@festalocation/domain';
import { MyQuoteRequestsDocument } from './quotes.generated';
import { LinkButton, Pager, Skeleton, useIsDesktop } from '../../ui';
import { quoteStrings as quotesIt } from '../../i18n/it.quotes';
import { QuoteTableHead } from './QuoteTableHead';
import { StatusBadge } from './StatusBadge';
import { UnreadMessagesDot } from '../conversation/unread';
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
        <h1 style={{ margin: 0 }}>{quotesIt.quotes.listTitle}</h1>
        <p>{quotesIt.quotes.emptyGuest}</p>
        <LinkButton href="/">{quotesIt.quotes.discover}</LinkButton>
      </section>
    );
  }
  return (
    <section className={s.section}>
      <h1 style={{ margin: 0 }}>{quotesIt.quotes.listTitle}</h1>
      <table className={s.table}>
        <QuoteTableHead
          columns={[
            quotesIt.quotes.colLocation,
            quotesIt.quotes.colDate,
            quotesIt.quotes.colGuests,
            quotesIt.quotes.colCost,
            quotesIt.quotes.colStatus,
          ]}
        />
        <tbody>
          {result.items.map((q) => (
            <tr key={q.id}>
              <td data-label={quotesIt.quotes.colLocation}>{q.location.name}</td>
              <td data-label={quotesIt.quotes.colDate}>{formatDDMMYYYY(q.date)}</td>
              <td data-label={quotesIt.quotes.colGuests}>{q.guests}</td>
              <td data-label={quotesIt.quotes.colCost}>{formatEuro(q.totalCents)}</td>
              <td data-label={quotesIt.quotes.colStatus}>
                <StatusBadge status={q.status} cancelledBy={q.cancelledBy} />
              </td>
              <td>
                <UnreadMessagesDot quoteRequestId={q.id} />
                <LinkButton
                  href={`/profile/quote-requests/${q.id}`}
                  variant="secondary"
                  size="sm"
                  aria-label={quotesIt.quotes.rowLink(desktop ? quotesIt.quotes.view : quotesIt.quotes.go, [
                    q.location.name,
                    formatDDMMYYYY(q.date),
                  ])}
                >
                  {desktop ? quotesIt.quotes.view : quotesIt.quotes.go}
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
