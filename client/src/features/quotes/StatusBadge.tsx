import { quoteStatusLabel } from '../../../../domain/index';
import { Badge } from '../../ui';

const TONE = { PENDING: 'warning', CONFIRMED: 'success', REJECTED: 'error' } as const;
const ICON = { PENDING: '•', CONFIRMED: '✓', REJECTED: '✕' } as const;

/** Status icon plus its Italian label (In attesa, Accettata, Rifiutata). */
export function StatusBadge({ status }: { status: 'PENDING' | 'CONFIRMED' | 'REJECTED' }) {
  return (
    <Badge tone={TONE[status]}>
      <span aria-hidden="true">{ICON[status]}</span> {quoteStatusLabel(status)}
    </Badge>
  );
}
