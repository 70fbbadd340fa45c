import { quoteStatusText, type QuoteStatus } from '@festa/domain';
import { Badge } from '../../ui';

const TONE = { PENDING: 'warning', CONFIRMED: 'success', REJECTED: 'error', CANCELLED: 'neutral' } as const;
const ICON = { PENDING: '•', CONFIRMED: '✓', REJECTED: '✕', CANCELLED: '⊘' } as const;

/**
 * Status icon plus its Italian label (In attesa, Accettata, Rifiutata, Annullata); a cancelled request
 * says who cancelled it when that is known ('Annullata dalla location').
 */
export function StatusBadge({ status, cancelledBy }: { status: QuoteStatus; cancelledBy?: string | null }) {
  return (
    <Badge tone={TONE[status]}>
      <span aria-hidden="true">{ICON[status]}</span> {quoteStatusText(status, cancelledBy)}
    </Badge>
  );
}
