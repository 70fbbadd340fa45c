import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { formatDDMMYYYY, formatEuro, QUOTE_STATUSES } from '../../../../domain/index';
import {
  HostNewQuoteRequestsDocument,
  HostQuoteRequestsDocument,
  type QuoteStatus,
} from './dashboard.generated';
import { NotificationAddedDocument } from '../../state/viewer.generated';
import { type QuoteRowFragment } from '../quotes/quotes.generated';
import { LinkButton, Pager, Select, SelectItem, Skeleton } from '../../ui';
import { it } from '../../i18n/it';
import { QuoteTableHead } from '../quotes/QuoteTableHead';
import { StatusBadge } from '../quotes/StatusBadge';
import * as q from '../quotes/Quotes.css';
import * as s from './Dashboard.css';

/** /dashboard/quote-requests: 'Nuove richieste' and 'Richieste preventivo', 3 per page each. */
export function HostQuoteTables({ locationId }: { locationId: string }) {
  const [newPage, setNewPage] = useState(1);
  const [allPage, setAllPage] = useState(1);
  const [status, setStatus] = useState<QuoteStatus | 'ALL'>('ALL');
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

  return (
    <>
      <section className={q.section} aria-labelledby="new-requests">
        {/* The page's main heading (where a new page puts focus); the spec names no other title for it. */}
        <h1 id="new-requests" className={s.h2}>
          {it.dashboard.newRequests}
        </h1>
        {!newData ? (
          <Skeleton variant="text" lines={3} />
        ) : newData.count === 0 ? (
          <p>{it.dashboard.emptyNew}</p>
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
            {it.dashboard.allRequests} {allData ? `(${allData.count})` : ''}
          </h2>
          <Select
            label={it.dashboard.statusFilter}
            selectedKey={status}
            onSelectionChange={(k) => {
              setStatus(k as QuoteStatus | 'ALL');
              setAllPage(1);
            }}
          >
            <SelectItem id="ALL">{it.dashboard.all}</SelectItem>
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
          <p>{it.dashboard.emptyAll}</p>
        ) : (
          <RequestTable rows={allData.items} withStatus />
        )}
        {allData && (
          <Pager
            page={allPage}
            pageCount={Math.ceil(allData.count / allData.pageSize)}
            onChange={setAllPage}
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
          ...(withStatus ? [it.quotes.colStatus] : []),
          it.quotes.colName,
          it.quotes.colDate,
          it.quotes.colGuests,
          it.quotes.colCost,
        ]}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            {withStatus && (
              <td data-label={it.quotes.colStatus}>
                <StatusBadge status={r.status} cancelledBy={r.cancelledBy} />
              </td>
            )}
            <td data-label={it.quotes.colName}>{r.user.fullName}</td>
            <td data-label={it.quotes.colDate}>{formatDDMMYYYY(r.date)}</td>
            <td data-label={it.quotes.colGuests}>{r.guests}</td>
            <td data-label={it.quotes.colCost}>{formatEuro(r.totalCents)}</td>
            <td>
              <LinkButton
                href={`/dashboard/quote-requests/${r.id}`}
                variant="secondary"
                size="sm"
                aria-label={it.quotes.rowLink(it.quotes.view, [
                  it.quotes.quoteNumber(r.number),
                  r.user.fullName,
                  formatDDMMYYYY(r.date),
                ])}
              >
                {it.quotes.view}
              </LinkButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
