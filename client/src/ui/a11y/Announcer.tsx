import { useSyncExternalStore } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/**
 * One pair of live regions for the whole app: what happened that has no visible focus of its own (signed
 * in, a new page, a refused sign-in). They are in the page from the first render, as a region added
 * together with its text is not read.
 */
type Politeness = 'polite' | 'assertive';

const texts: Record<Politeness, string> = { polite: '', assertive: '' };
const listeners = new Set<() => void>();
let lastAt = 0;
let lastPoliteness: Politeness = 'polite';
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** How long messages said one after the other are read as one ('Accesso effettuato. Home'). */
const JOIN_MS = 1500;
/** After this the region empties, so the same message said again is read again. */
const CLEAR_MS = 7000;

function set(politeness: Politeness, text: string) {
  texts[politeness] = text;
  listeners.forEach((l) => l());
}

/** Reads `message` out to screen-reader users (`assertive` interrupts: errors only). */
export function announce(message: string, politeness: Politeness = 'polite') {
  const now = Date.now();
  const joined = now - lastAt < JOIN_MS && politeness === lastPoliteness && texts[politeness];
  lastAt = now;
  lastPoliteness = politeness;
  set(politeness, joined ? `${texts[politeness]} ${message}` : message);
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    set('polite', '');
    set('assertive', '');
  }, CLEAR_MS);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The live regions `announce` writes to; render once, near the root. */
export function Announcer() {
  const polite = useSyncExternalStore(
    subscribe,
    () => texts.polite,
    () => '',
  );
  const assertive = useSyncExternalStore(
    subscribe,
    () => texts.assertive,
    () => '',
  );
  return (
    <div className={visuallyHidden}>
      <div role="status" aria-live="polite" aria-atomic="true" data-announcer="polite">
        {polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-announcer="assertive">
        {assertive}
      </div>
    </div>
  );
}
