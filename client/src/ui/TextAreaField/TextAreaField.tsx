import { TextArea } from 'react-aria-components';
import { TextFieldFrame, fieldStyles, type TextFieldFrameProps } from '../Field/Field';

export interface TextAreaFieldProps extends Omit<TextFieldFrameProps, 'children' | 'type'> {
  placeholder?: string;
  rows?: number;
  /** Show a "n/maxLength" counter (default true when `maxLength` is set). */
  showCounter?: boolean;
}

/** Multi-line text input with an optional character counter. */
export function TextAreaField({ placeholder, rows = 4, showCounter = true, ...props }: TextAreaFieldProps) {
  return (
    <TextFieldFrame {...props} showCounter={showCounter}>
      <TextArea
        placeholder={placeholder}
        rows={rows}
        className={`${fieldStyles.input} ${fieldStyles.textArea}`}
      />
    </TextFieldFrame>
  );
}
