import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { Calendar } from '../../ui/Calendar/Calendar';

export default function CalendarPanel({
  value,
  onChange,
}: {
  value?: string;
  onChange: (iso: string | undefined) => void;
}) {
  return (
    <Calendar
      aria-label="Calendario"
      value={value ? parseDate(value) : null}
      minValue={today(getLocalTimeZone())}
      clearOnReselect
      onChange={(d) => onChange(d ? d.toString() : undefined)}
    />
  );
}
