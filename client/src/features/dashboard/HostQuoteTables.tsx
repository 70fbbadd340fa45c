import { useSearchParams } from 'react-router';
import { useQuery, useSubscription } from '@apollo/client/react';
import { formatDDMMYYYY, formatEuro, QUOTE_STATUSES } from '@festalocation/domain';
import {
  HostNewQuoteRequestsDocument,
  HostQuoteRequestsDocument,
  type QuoteStatus,
} from './dashboard.generated';
import { NotificationAddedDocument } from '../../state/viewer.generated';
import { type QuoteRowFragment } from '../quotes/quotes.generated';
import { LinkButton, Pager, Select, SelectItem, Skeleton } from '../../ui';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { quoteStrings as quotesIt } from '../../i18n/it.quotes';
import { QuoteTableHead } from '../quotes/QuoteTableHead';
import { StatusBadge } from '../quotes/StatusBadge';
import { UnreadMessagesDot } from '../conversation/unread';
import { useLastPageAtMost, usePageParam } from '../../lib/usePageParam';
import * as q from '../quotes/Quotes.css';
import * as s from './Dashboard.css';

// The status filter in the address, as people read it: ?stato=accettate.
export const STATUS_SLUGS: [QuoteStatus, string][] = [
  ['PENDING', 'in-attesa'],
  ['QUOTED', 'preventivo-inviato'],
  ['CONFIRMED', 'accettate'],
  ['REJECTED', 'rifiutate'],
  ['EXPIRED', 'scadute'],
  ['CANCELLED', 'annullate'],
];

/**
 * /dashboard/quote-requests: 'Nuove richieste' and 'Richieste preventivo', 3 per page each. Both pages and
 * the status filter live in the address (`?pagina-nuove=2&pagina=3&stato=accettate`), so a reload or Back
 * from a request shows the same rows.
 */
export function HostQuoteTables({ locationId }: { locationId: string }) {
  const [newPage, setNewPage] = usePageParam('pagina-nuove');
  const [allPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const status: QuoteStatus | 'ALL' =
    STATUS_SLUGS.find(([, slug]) => slug === params.get('stato'))?.[0] ?? 'ALL';
  // One write for the filter and its page, which starts again from 1.
  const setAll = (next: { status?: QuoteStatus | 'ALL'; page?: number }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        const slug = STATUS_SLUGS.find(([key]) => key === (next.status ?? status))?.[1];
        if (slug) out.set('stato', slug);
        else out.delete('stato');
        if (next.page && next.page > 1) out.set('pagina', String(next.page));
        else out.delete('pagina');
        return out;
      },
      { replace: true },
    );
  const fresh = useQuery(HostNewQuoteRequestsDocument, {
    variables: { locationId, page: newPage },
    fetchPolicy: 'cache-and-network',
  });
  const all = useQuery(HostQuoteRequestsDocument, {
    variables: { locationId, page: allPage, status: status === 'ALL' ? null : status },
    fetchPolicy: 'cache-and-network',
  });
  // A request arriving live shows up in both tables without a reload.
  useSubscription(NotificationAddedDocument, {
    variables: { role: 'HOST' },
    onData: () => {
      void fresh.refetch();
      void all.refetch();
    },
  });
  const newData = fresh.data?.hostNewQuoteRequests;
  const allData = all.data?.hostQuoteRequests;
  const pages = (p?: { count: number; pageSize: number }) => (p ? Math.ceil(p.count / p.pageSize) : null);
  useLastPageAtMost(newPage, pages(newData), setNewPage);
  useLastPageAtMost(allPage, pages(allData), (page) => setAll({ page }));

  return (
    <>
      <section className={q.section} aria-labelledby="new-requests">
        {/* The page's main heading (where a new page puts focus); the spec names no other title for it. */}
        <h1 id="new-requests" className={s.h2}>
          {hostIt.dashboard.newRequests}
        </h1>
        {!newData ? (
          <Skeleton variant="text" lines={3} />
        ) : newData.count === 0 ? (
          <p>{hostIt.dashboard.emptyNew}</p>
        ) : (
          <RequestTable rows={newData.items} />
        )}
        {newData && (
          <Pager
            page={newPage}
            pageCount={Math.ceil(newData.count / newData.pageSize)}
            onChange={setNewPage}
          />
        )}
      </section>
      <section className={q.section} aria-labelledby="all-requests">
        <div className={s.tableHead}>
          <h2 id="all-requests" className={s.h2}>
            {hostIt.dashboard.allRequests} {allData ? `(${allData.count})` : ''}
          </h2>
          <Select
            label={hostIt.dashboard.statusFilter}
            selectedKey={status}
            onSelectionChange={(k) => setAll({ status: k as QuoteStatus | 'ALL', page: 1 })}
          >
            <SelectItem id="ALL">{hostIt.dashboard.all}</SelectItem>
            {QUOTE_STATUSES.map((st) => (
              <SelectItem key={st.key} id={st.key}>
                {st.label}
              </SelectItem>
            ))}
          </Select>
        </div>
        {!allData ? (
          <Skeleton variant="text" lines={3} />
        ) : allData.count === 0 ? (
          <p>{hostIt.dashboard.emptyAll}</p>
        ) : (
          <RequestTable rows={allData.items} withStatus />
        )}
        {allData && (
          <Pager
            page={allPage}
            pageCount={Math.ceil(allData.count / allData.pageSize)}
            onChange={(page) => setAll({ page })}
          />
        )}
      </section>
    </>
  );
}

function RequestTable({ rows, withStatus }: { rows: readonly QuoteRowFragment[]; withStatus?: boolean }) {
  return (
    <table className={q.table}>
      <QuoteTableHead
        columns={[
          ...(withStatus ? [quotesIt.quotes.colStatus] : []),
          quotesIt.quotes.colName,
          quotesIt.quotes.colDate,
          quotesIt.quotes.colGuests,
          quotesIt.quotes.colCost,
        ]}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            {withStatus && (
              <td data-label={quotesIt.quotes.colStatus}>
                <StatusBadge status={r.status} cancelledBy={r.cancelledBy} />
              </td>
            )}
            <td data-label={quotesIt.quotes.colName}>{r.user.fullName}</td>
            <td data-label={quotesIt.quotes.colDate}>{formatDDMMYYYY(r.date)}</td>
            <td data-label={quotesIt.quotes.colGuests}>{r.guests}</td>
            <td data-label={quotesIt.quotes.colCost}>{formatEuro(r.totalCents)}</td>
            <td>
              <UnreadMessagesDot quoteRequestId={r.id} />
              <LinkButton
                href={`/dashboard/quote-requests/${r.id}`}
                variant="secondary"
                size="sm"
                aria-label={quotesIt.quotes.rowLink(quotesIt.quotes.view, [
                  quotesIt.quotes.quoteNumber(r.number),
                  r.user.fullName,
                  formatDDMMYYYY(r.date),
                ])}
              >
                {quotesIt.quotes.view}
              </LinkButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
