import { lazy, Suspense, useId, useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Label } from 'react-aria-components';
import { Popover } from '../../ui/Popover/Popover';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { CalendarIcon, DATE_PLACEHOLDER, displayDate } from './dateField';
import * as s from './LazyDatePicker.css';

// The calendar (and its date library) loads only when the picker first opens: it is not in the home bundle.
const CalendarPanel = lazy(() => import('./CalendarPanel'));

/** A date field for filters: no past dates, and choosing the selected day again clears it. */
export function LazyDatePicker({
  label,
  value,
  onChange,
  placeholder = DATE_PLACEHOLDER,
}: {
  label: string;
  value?: string;
  onChange: (iso: string | undefined) => void;
  placeholder?: string;
}) {
  const [open, setOpen] = useState(false);
  // The button is named by the label and the date it shows, as a date field reads ("Data, 30/05/2026").
  const id = useId();
  return (
    <div className={s.field}>
      <Label className={s.label} id={`${id}-label`}>
        {label}
      </Label>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <AriaButton className={s.trigger} aria-labelledby={`${id}-label ${id}-value`}>
          <span id={`${id}-value`} data-placeholder={!value || undefined} className={s.value}>
            {displayDate(value) || placeholder}
          </span>
          <CalendarIcon />
        </AriaButton>
        <Popover placement="bottom start">
          <Dialog aria-label={label} className={s.dialog}>
            <Suspense fallback={<Skeleton width={280} height={300} />}>
              <CalendarPanel
                value={value}
                onChange={(iso) => {
                  onChange(iso);
                  setOpen(false);
                }}
              />
            </Suspense>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
