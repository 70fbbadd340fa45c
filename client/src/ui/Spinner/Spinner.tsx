import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

interface SpinnerIconProps {
  size?: SpinnerSize;
  className?: string;
}

/** Purely decorative spinning ring (aria-hidden). */
export function SpinnerIcon({ size = 'md', className }: SpinnerIconProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.icon, styles.size[size], className].filter(Boolean).join(' ')}
    />
  );
}

export interface SpinnerProps {
  /** Accessible label announced to assistive technology. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/** Indeterminate loading indicator exposed as a progressbar. */
export function Spinner({ label = 'Caricamento...', size = 'md', className }: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <SpinnerIcon size={size} />
    </ProgressBar>
  );
}
