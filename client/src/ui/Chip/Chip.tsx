import { X } from 'lucide-react';
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
          <X aria-hidden="true" className={styles.icon} />
        </AriaButton>
      )}
    </span>
  );
}
