import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
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
import { icon } from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldBaseProps {
  placeholder?: string;
  /** Show a "n/maxLength" counter (requires `maxLength`). */
  showCounter?: boolean;
  /** Content rendered at the end of the input box (e.g. an icon button). */
  endAdornment?: ReactNode;
  className?: string;
}

/** Single-line text input. `type="password"` adds a show/hide toggle. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  showCounter,
  endAdornment,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const { length, onChange } = useTextLength(props);
  const isPassword = type === 'password';
  const counter = showCounter && props.maxLength !== undefined;

  return (
    <AriaTextField
      {...props}
      type={isPassword && passwordVisible ? 'text' : type}
      onChange={onChange}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      {label != null && <Label>{label}</Label>}
      <Group role="presentation" className={fieldStyles.group} isDisabled={props.isDisabled}>
        <Input placeholder={placeholder} className={fieldStyles.groupInput} />
        {isPassword && (
          <AriaButton
            className={fieldStyles.adornmentButton}
            aria-label={passwordVisible ? 'Nascondi password' : 'Mostra password'}
            onPress={() => setPasswordVisible((v) => !v)}
            isDisabled={props.isDisabled}
          >
            {passwordVisible ? (
              <EyeOff aria-hidden="true" className={icon} />
            ) : (
              <Eye aria-hidden="true" className={icon} />
            )}
          </AriaButton>
        )}
        {endAdornment}
      </Group>
      <FieldFooter
        description={description}
        length={length}
        maxLength={counter ? props.maxLength : undefined}
      />
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
