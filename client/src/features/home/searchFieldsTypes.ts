/** What the search bar's fields show and report, whether the real ones or their stand-ins. */
export interface SearchFieldsProps {
  city: string;
  date?: string;
  guests?: number;
  onCity: (text: string) => void;
  onDate: (iso: string | undefined) => void;
  onGuests: (guests: number | undefined) => void;
}

/**
 * Where each control of the stand-in lives in the real fields (scoped to the search form): focus, typed
 * text and presses made before the real fields loaded are carried over to these.
 */
export const REAL_CONTROL = {
  city: 'input[role="combobox"]',
  cityButton: 'button[aria-haspopup="listbox"]',
  date: 'button[aria-labelledby$="-value"]',
  decrement: 'button[slot="decrement"]',
  guests: 'input[inputmode="numeric"]',
  increment: 'button[slot="increment"]',
} as const;

export type SearchControl = keyof typeof REAL_CONTROL;
