import { useState } from 'react';
import {
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  CharacterCounter,
  Description,
  FieldError,
  Label,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field';

export interface TextAreaFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  rows?: number;
  /** Show a "n/maxLength" counter (default true when `maxLength` is set). */
  showCounter?: boolean;
  className?: string;
}

/** Multi-line text input with an optional character counter. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCounter = true,
  className,
  ...props
}: TextAreaFieldProps) {
  const [uncontrolledLength, setUncontrolledLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : uncontrolledLength;
  const counter = showCounter && props.maxLength !== undefined;
  const onChange = (value: string) => {
    setUncontrolledLength(value.length);
    props.onChange?.(value);
  };

  return (
    <AriaTextField
      {...props}
      onChange={onChange}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      {label != null && <Label>{label}</Label>}
      <TextArea
        placeholder={placeholder}
        rows={rows}
        className={`${fieldStyles.input} ${fieldStyles.textArea}`}
      />
      {(description != null || counter) && (
        <div className={fieldStyles.footer}>
          {description != null && <Description>{description}</Description>}
          {counter && <CharacterCounter length={length} maxLength={props.maxLength!} />}
        </div>
      )}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
