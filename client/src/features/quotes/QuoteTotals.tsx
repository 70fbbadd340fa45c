import { formatEuro, type QuotePricing, type QuoteVatMode } from '@festalocation/domain';
import { quoteDealStrings as t } from '../../i18n/it.quotes';
import * as s from './QuoteDeal.css';

/** The figures priceQuote computes (the editor's draft) or a sent version carries, with the IVA they assume. */
export type TotalsFigures = Omit<QuotePricing, 'lines'> & { vatRate: number; vatMode: QuoteVatMode };

/** Lines, discount, taxable amount, IVA, total and deposit: the same list in the editor and the quote. */
export function QuoteTotals({
  figures,
  label,
  depositOnline = false,
}: {
  figures: TotalsFigures;
  label?: string;
  /** The host takes the deposit online: paid by card on accepting, not as agreed. */
  depositOnline?: boolean;
}) {
  const f = figures;
  return (
    <div role="group" aria-label={label ?? t.totals}>
      <dl className={s.totals}>
        <dt>{t.subtotal}</dt>
        <dd>{formatEuro(f.subtotalCents)}</dd>
        {f.discountCents > 0 && (
          <>
            <dt>{t.discountLine}</dt>
            <dd>−{formatEuro(f.discountCents)}</dd>
          </>
        )}
        <dt>{t.taxable}</dt>
        <dd>{formatEuro(f.taxableCents)}</dd>
        <dt>
          {t.vat(f.vatRate)}
          {f.vatMode === 'INCLUDED' && ` (${t.vatIncludedNote})`}
        </dt>
        <dd>{formatEuro(f.vatCents)}</dd>
        <dt className={s.grand}>{t.total}</dt>
        <dd className={s.grand} data-testid="quote-total">
          {formatEuro(f.totalCents)}
        </dd>
        {f.depositCents > 0 && (
          <>
            <dt>{t.depositLine}</dt>
            <dd className={s.wrapping}>
              {(depositOnline ? t.depositOnlineDetail : t.depositDetail)(formatEuro(f.depositCents))}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
