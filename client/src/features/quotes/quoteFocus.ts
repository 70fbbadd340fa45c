/** Where keyboard focus goes in the quote box: the skip link's target, and back after its dialogs. */

export const QUOTE_BOX_ID = 'quote-box';
export const QUOTE_TITLE_ID = 'quote-box-title';
export const QUOTE_BAR_ID = 'quote-bar';

const shown = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el.getClientRects().length > 0;

/**
 * Focuses the quote box's date field (`'date'`: its calendar button, as the date is picked from the
 * calendar: Enter opens it on the first available day, Enter again picks it) or its heading, where the box
 * is shown (desktop), else the phone bar's 'Richiedi preventivo' button. False when none is on the page.
 */
export function focusQuoteBox(target: 'date' | 'heading'): boolean {
  const box = document.getElementById(QUOTE_BOX_ID);
  if (shown(box)) {
    const date = target === 'date' ? box.querySelector('[role="group"] button') : null;
    const el = shown(date) ? date : document.getElementById(QUOTE_TITLE_ID);
    el?.focus();
    return !!el;
  }
  const bar = document.getElementById(QUOTE_BAR_ID)?.querySelector('button');
  if (!shown(bar ?? null)) return false;
  bar!.focus();
  return true;
}

/**
 * After a dialog of the quote box closes, focus its heading: the dialog's own focus return aims at the
 * button that opened it, which sending has disabled (or the phone's panel has taken away), so focus
 * would fall to the page. Waits for the dialog to leave the page (its exit animation) and for that
 * return to be over. `always`: after a sent request the form starts over, so its top is the place; after
 * an error focus stays where the dialog returned it (the send button, to retry) unless it fell to the page.
 */
export function focusQuoteBoxAfterDialog({ always }: { always: boolean }, maxFrames = 120): void {
  let frames = 0;
  let settled = 0;
  const step = () => {
    if (++frames > maxFrames) return;
    const open = document.querySelector('[role="dialog"], [role="alertdialog"]');
    settled = open ? 0 : settled + 1;
    // Two frames without a dialog: react-aria restores focus in the frame after the dialog unmounts.
    if (settled < 2) {
      requestAnimationFrame(step);
      return;
    }
    const active = document.activeElement;
    if (always || !active || active === document.body || !active.isConnected) focusQuoteBox('heading');
  };
  requestAnimationFrame(step);
}
