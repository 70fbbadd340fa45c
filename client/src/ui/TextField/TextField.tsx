import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button as AriaButton, Group, Input } from 'react-aria-components';
import { TextFieldFrame, fieldStyles, type TextFieldFrameProps } from '../Field/Field';
import { icon } from './TextField.css';

export interface TextFieldProps extends Omit<TextFieldFrameProps, 'children'> {
  placeholder?: string;
  /** Content rendered at the end of the input box (e.g. an icon button). */
  endAdornment?: ReactNode;
}

/** Single-line text input. `type="password"` adds a show/hide toggle. */
export function TextField({ placeholder, endAdornment, type = 'text', ...props }: TextFieldProps) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const isPassword = type === 'password';

  return (
    <TextFieldFrame {...props} type={isPassword && passwordVisible ? 'text' : type}>
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
    </TextFieldFrame>
  );
}
