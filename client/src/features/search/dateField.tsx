/** The date fields' empty text. */
export const DATE_PLACEHOLDER = 'GG/MM/AAAA';

/** `2026-05-30` → `30/05/2026` (empty when there is no date). */
export const displayDate = (iso?: string) => (iso ? iso.split('-').reverse().join('/') : '');

export function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Z"
      />
    </svg>
  );
}
