import { useState, type ReactNode } from 'react';
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

/**
 * How many characters a text field holds, controlled (`value`) or not (`defaultValue`, then each change),
 * and the change handler that keeps count before calling the field's own `onChange`.
 */
export function useTextLength(props: {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  const [uncontrolledLength, setUncontrolledLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : uncontrolledLength;
  const onChange = (value: string) => {
    setUncontrolledLength(value.length);
    props.onChange?.(value);
  };
  return { length, onChange };
}

/** The line under a text field: its help text and, when `maxLength` is given, the "n/maxLength" counter. */
export function FieldFooter({
  description,
  length,
  maxLength,
}: {
  description?: ReactNode;
  length: number;
  maxLength?: number;
}) {
  if (description == null && maxLength === undefined) return null;
  return (
    <div className={styles.footer}>
      {description != null && <Description>{description}</Description>}
      {maxLength !== undefined && <CharacterCounter length={length} maxLength={maxLength} />}
    </div>
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
