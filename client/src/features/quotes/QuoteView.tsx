import { formatDDMMYYYY, formatEuro, todayInRome } from '@festalocation/domain';
import { Badge } from '../../ui';
import { quoteDealStrings as t } from '../../i18n/it.quotes';
import type { QuoteFieldsFragment } from './quotes.generated';
import { QuoteTotals } from './QuoteTotals';
import * as s from './QuoteDeal.css';

/** The legal facts' cancellation rule, which applies when the host states no conditions of its own. */
export function DefaultConditions() {
  return (
    <div>
      <p className={s.muted}>{t.noConditions}</p>
      <ul className={s.muted}>
        {t.defaultConditions.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}

/** A quote's lines as a list that wraps, so a phone never scrolls sideways (a table would). */
export function QuoteLines({ quote }: { quote: QuoteFieldsFragment }) {
  return (
    <ul className={s.lines}>
      {quote.lines.map((line, i) => (
        <li key={`${i}-${line.label}`} className={s.line}>
          <span className={s.lineName}>
            {line.label}
            <br />
            <span className={s.muted}>
              {t.unitDetail(formatEuro(line.unitPriceCents), line.pricing, quote.guests)}
            </span>
          </span>
          <span className={s.lineAmount}>{formatEuro(line.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A version as it is read: the version, whether its validity has passed, whether the deposit is paid online. */
interface QuoteReading {
  quote: QuoteFieldsFragment;
  expired: boolean;
  depositOnline?: boolean;
}

/** Everything the quote says: lines, figures, validity (or 'Scaduto'), conditions. */
export function QuoteBody({ quote, expired, depositOnline = false }: QuoteReading) {
  return (
    <>
      <QuoteLines quote={quote} />
      <QuoteTotals figures={quote} label={t.totals} depositOnline={depositOnline} />
      {quote.depositCents > 0 && <p>{t.middleRefund(quote.middleRefundPercent)}</p>}
      <p className={s.row}>
        <span>{t.validUntilDate(formatDDMMYYYY(quote.validUntil))}</span>
        {expired && <Badge tone="neutral">{t.expired}</Badge>}
      </p>
      <div>
        <h3 className={s.legend}>{t.conditions}</h3>
        {quote.conditions ? <p className={s.conditions}>{quote.conditions}</p> : <DefaultConditions />}
      </div>
    </>
  );
}

/** The version on offer as both sides read it: the guest decides on exactly this. */
export function QuoteView(props: QuoteReading) {
  const { quote, expired } = props;
  return (
    <section className={s.section} aria-labelledby="quote-view-title">
      <h2 id="quote-view-title" tabIndex={-1} className={s.heading}>
        {t.quoteTitle}
      </h2>
      <p className={s.muted}>
        {t.version(quote.version, formatDDMMYYYY(todayInRome(new Date(quote.createdAt))))}
      </p>
      <QuoteBody {...props} />
      {expired && <p className={s.muted}>{t.expiredNote}</p>}
    </section>
  );
}
