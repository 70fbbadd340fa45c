import { formatDDMMYYYY, formatEuro, todayInRome } from '@festalocation/domain';
import { quoteDealStrings as t } from '../../i18n/it.quotes';
import type { QuoteFieldsFragment } from './quotes.generated';
import { QuoteBody } from './QuoteView';
import * as s from './QuoteDeal.css';

/** The versions before the one on offer, newest first, each opening to what it said. */
export function QuoteHistory({ quotes }: { quotes: readonly QuoteFieldsFragment[] }) {
  if (quotes.length === 0) return null;
  return (
    <section className={s.section} aria-labelledby="quote-history-title">
      <h2 id="quote-history-title" className={s.heading}>
        {t.history}
      </h2>
      <div className={s.history}>
        {quotes.map((quote) => (
          <details key={quote.id}>
            <summary>
              {t.version(quote.version, formatDDMMYYYY(todayInRome(new Date(quote.createdAt))))} ·{' '}
              {formatEuro(quote.totalCents)}
            </summary>
            <QuoteBody quote={quote} expired={false} />
          </details>
        ))}
      </div>
    </section>
  );
}
