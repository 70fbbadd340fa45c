import { Calendar } from 'lucide-react';

/** The date fields' empty text. */
export const DATE_PLACEHOLDER = 'GG/MM/AAAA';

/** `2026-05-30` → `30/05/2026` (empty when there is no date). */
export const displayDate = (iso?: string) => (iso ? iso.split('-').reverse().join('/') : '');

export function CalendarIcon() {
  return <Calendar aria-hidden="true" size={18} />;
}
