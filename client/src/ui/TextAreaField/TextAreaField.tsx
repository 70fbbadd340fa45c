import {
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldError,
  FieldFooter,
  Label,
  fieldStyles,
  useTextLength,
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
  const { length, onChange } = useTextLength(props);
  const counter = showCounter && props.maxLength !== undefined;

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
      <FieldFooter
        description={description}
        length={length}
        maxLength={counter ? props.maxLength : undefined}
      />
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
