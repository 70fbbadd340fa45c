import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
} from 'react-aria-components';
import * as styles from './Field.css';

export function Label({ className, ...props }: AriaLabelProps) {
  return <AriaLabel {...props} className={[styles.label, className].filter(Boolean).join(' ')} />;
}

export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldError({
  className,
  ...props
}: Omit<AriaFieldErrorProps, 'className'> & { className?: string }) {
  return <AriaFieldError {...props} className={[styles.fieldError, className].filter(Boolean).join(' ')} />;
}

interface CharacterCounterProps {
  length: number;
  maxLength: number;
}

/** "n/400" character counter shown under text inputs. */
export function CharacterCounter({ length, maxLength }: CharacterCounterProps) {
  return (
    <span className={styles.counter} data-limit={length >= maxLength || undefined}>
      {length}/{maxLength}
    </span>
  );
}

/** Common props of every labelled form field. */
export interface FieldBaseProps {
  /** Visible label (also the accessible name). */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Error text, or a function receiving the validation result. Shown when the field is invalid. */
  errorMessage?: AriaFieldErrorProps['children'];
}

export { styles as fieldStyles };
