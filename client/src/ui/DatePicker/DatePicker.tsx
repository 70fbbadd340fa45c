import { CalendarDays } from 'lucide-react';
import { isSameDay, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import { Calendar, type CalendarChoiceProps } from '../Calendar/Calendar';
import { Description, FieldError, Label, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { Popover } from '../Popover/Popover';
import * as styles from './DatePicker.css';

export interface DatePickerProps
  extends
    Omit<AriaDatePickerProps<CalendarDate>, 'className' | 'children' | 'value' | 'defaultValue' | 'onChange'>,
    FieldBaseProps,
    CalendarChoiceProps {}

/** Date field shown as DD/MM/YYYY with a button opening the Italian calendar in a popover. */
export function DatePicker({
  label,
  description,
  errorMessage,
  openInYearView,
  clearOnReselect = false,
  yearRange,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: DatePickerProps) {
  const [uncontrolled, setUncontrolled] = useState<CalendarDate | null>(defaultValue ?? null);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const handleChange = (next: CalendarDate | null) => {
    const result = clearOnReselect && current && next && isSameDay(current, next) ? null : next;
    if (!isControlled) setUncontrolled(result);
    onChange?.(result);
  };

  return (
    <I18nProvider locale="it-IT">
      <AriaDatePicker
        shouldForceLeadingZeros
        firstDayOfWeek="mon"
        {...props}
        value={current}
        onChange={handleChange}
        className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      >
        {label != null && <Label>{label}</Label>}
        <Group className={fieldStyles.group}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <AriaButton className={fieldStyles.adornmentButton}>
            <CalendarDays aria-hidden="true" className={styles.icon} />
          </AriaButton>
        </Group>
        {description != null && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
        <Popover placement="bottom start">
          <Dialog className={styles.dialog}>
            <Calendar openInYearView={openInYearView} yearRange={yearRange} />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
