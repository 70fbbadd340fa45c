import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Dot.css';

export interface DotProps {
  /** Text for screen readers, e.g. "Notifiche non lette". */
  label: string;
  tone?: 'primary' | 'error' | 'success' | 'info';
  /** Absolutely position at the top-right corner of the (relative) parent. */
  corner?: boolean;
  className?: string;
}

/** Small unread/status dot with a visually hidden label. */
export function Dot({ label, tone = 'primary', corner = false, className }: DotProps) {
  return (
    <span
      className={[styles.dot, styles.tone[tone], corner ? styles.corner : undefined, className]
        .filter(Boolean)
        .join(' ')}
      data-dot=""
    >
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
