import { Button as AriaButton } from 'react-aria-components';
import * as styles from './Chip.css';

export interface ChipProps {
  label: string;
  /** When set, a remove button labelled "Rimuovi {label}" is shown. */
  onRemove?: () => void;
  removeLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

/** Compact token (e.g. an active filter), optionally removable. */
export function Chip({ label, onRemove, removeLabel, isDisabled, className }: ChipProps) {
  return (
    <span
      className={[styles.chip, className].filter(Boolean).join(' ')}
      data-removable={onRemove ? '' : undefined}
    >
      <span className={styles.label}>{label}</span>
      {onRemove && (
        <AriaButton
          className={styles.remove}
          aria-label={removeLabel ?? `Rimuovi ${label}`}
          onPress={onRemove}
          isDisabled={isDisabled}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className={styles.icon}
          >
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </AriaButton>
      )}
    </span>
  );
}
