import { quoteStatusText, type QuoteStatus } from '@festalocation/domain';
import { Badge } from '../../ui';

const TONE = {
  PENDING: 'warning',
  QUOTED: 'warning',
  CONFIRMED: 'success',
  REJECTED: 'error',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
} as const;
const ICON = {
  PENDING: '•',
  QUOTED: '€',
  CONFIRMED: '✓',
  REJECTED: '✕',
  EXPIRED: '⌛',
  CANCELLED: '⊘',
} as const;

/**
 * Status icon plus its Italian label (In attesa, Preventivo inviato, Accettata, Rifiutata, Scaduta, Annullata); a cancelled request
 * says who cancelled it when that is known ('Annullata dalla location').
 */
export function StatusBadge({ status, cancelledBy }: { status: QuoteStatus; cancelledBy?: string | null }) {
  return (
    <Badge tone={TONE[status]}>
      <span aria-hidden="true">{ICON[status]}</span> {quoteStatusText(status, cancelledBy)}
    </Badge>
  );
}
