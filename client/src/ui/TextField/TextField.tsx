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
  CharacterCounter,
  Description,
  FieldError,
  Label,
  fieldStyles,
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
  const [uncontrolledLength, setUncontrolledLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : uncontrolledLength;
  const isPassword = type === 'password';
  const onChange = (value: string) => {
    setUncontrolledLength(value.length);
    props.onChange?.(value);
  };
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
