import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldStyles, type FieldBaseProps } from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'children'>, FieldBaseProps {
  placeholder?: string;
  /** Accessible label of the + button. */
  incrementLabel?: string;
  /** Accessible label of the − button. */
  decrementLabel?: string;
  /** Allow decimals (default: integers only). */
  allowDecimals?: boolean;
  className?: string;
}

/**
 * Integer stepper: clamps to [minValue, maxValue] on blur, with − / + buttons.
 * `minValue` defaults to 0.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  incrementLabel = 'Aumenta',
  decrementLabel = 'Diminuisci',
  allowDecimals = false,
  minValue = 0,
  step = 1,
  formatOptions,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      minValue={minValue}
      step={step}
      formatOptions={formatOptions ?? (allowDecimals ? undefined : { maximumFractionDigits: 0 })}
      incrementAriaLabel={incrementLabel}
      decrementAriaLabel={decrementLabel}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      {label != null && <Label>{label}</Label>}
      <Group className={fieldStyles.group}>
        <AriaButton slot="decrement" className={fieldStyles.adornmentButton}>
          <span aria-hidden="true" className={styles.sign}>
            −
          </span>
        </AriaButton>
        <Input placeholder={placeholder} className={`${fieldStyles.groupInput} ${styles.input}`} />
        <AriaButton slot="increment" className={fieldStyles.adornmentButton}>
          <span aria-hidden="true" className={styles.sign}>
            +
          </span>
        </AriaButton>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
