import { formatDDMMYYYY, formatEuro, todayInRome } from '@festalocation/domain';
import { depositStrings as t } from '../../i18n/it.deposits';
import type { DepositPaymentFieldsFragment } from './deposits.generated';

const TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A deposit paid online, as both sides read it under the quote: the page still open (and until when the
 * dates are held), paid on which day, and what is owed back and already refunded after a cancellation.
 */
export function DepositStatus({
  payment,
  cancelled = false,
}: {
  payment: DepositPaymentFieldsFragment;
  /** The booking was called off: a paid deposit with nothing owed back says so. */
  cancelled?: boolean;
}) {
  const p = payment;
  if (p.status === 'EXPIRED' && p.refundDueCents === 0) return null;
  return (
    <div>
      {p.status === 'OPEN' && <p>{t.open(TIME.format(new Date(p.holdUntil)))}</p>}
      {p.status === 'PAID' && p.paidAt && (
        <p>{t.paid(formatEuro(p.amountCents), formatDDMMYYYY(todayInRome(new Date(p.paidAt))))}</p>
      )}
      {cancelled && p.status === 'PAID' && p.refundDueCents === 0 && <p>{t.noRefund}</p>}
      {p.refundDueCents > 0 && (
        <p>
          {t.refund(formatEuro(p.refundDueCents))} (
          {p.refundedCents > 0 ? t.refunded(formatEuro(p.refundedCents)) : t.refundPending})
        </p>
      )}
    </div>
  );
}
