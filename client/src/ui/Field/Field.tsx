import { useState, type ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  TextField as AriaTextField,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type TextFieldProps as AriaTextFieldProps,
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

/** The props of the frame every text field shares; `children` is the box a person types in. */
export interface TextFieldFrameProps
  extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldBaseProps {
  /** Show a "n/maxLength" counter (requires `maxLength`). */
  showCounter?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * What single- and multi-line text fields share, so labels, help, counter and errors sit alike in both:
 * the aria text field (its length counted for the counter), the label, the caller's input, then the
 * help/counter line and the error.
 */
export function TextFieldFrame({
  label,
  description,
  errorMessage,
  showCounter,
  className,
  children,
  ...props
}: TextFieldFrameProps) {
  const { length, onChange } = useTextLength(props);
  const counter = showCounter && props.maxLength !== undefined;

  return (
    <AriaTextField
      {...props}
      onChange={onChange}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      {label != null && <Label>{label}</Label>}
      {children}
      <FieldFooter
        description={description}
        length={length}
        maxLength={counter ? props.maxLength : undefined}
      />
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

export { styles as fieldStyles };

/**
 * What a group of choices (checkboxes, radios) shows inside its react-aria group: the label, the items in
 * their own box, the help text and the error, in that order for every group. Takes the group's props and
 * gives back the rest, for the react-aria group itself, and its content.
 */
export function groupParts<P extends FieldBaseProps & { children: ReactNode }>(
  { label, description, errorMessage, children, ...rest }: P,
  itemsClassName: string,
): [Omit<P, keyof FieldBaseProps | 'children'>, ReactNode] {
  return [
    rest,
    <>
      {label != null && <Label>{label}</Label>}
      <div className={itemsClassName}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>,
  ];
}
