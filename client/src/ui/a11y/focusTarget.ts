/** Something focus can be sent to: an element, a ref to one, or an element id. */
export type FocusTarget = HTMLElement | { readonly current: HTMLElement | null } | string | null | undefined;

export function resolveTarget(target: FocusTarget): HTMLElement | null {
  if (!target) return null;
  if (typeof target === 'string') return document.getElementById(target);
  if (target instanceof HTMLElement) return target;
  return target.current;
}

/**
 * Focuses an element that may not be focusable by itself (a heading, `<main>`): it gets `tabIndex=-1` so
 * a script can focus it without adding a Tab stop. False when the element is gone.
 */
export function focusElement(el: HTMLElement | null | undefined): boolean {
  if (!el || !el.isConnected) return false;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus();
  return document.activeElement === el;
}

/** The page's own heading: the first `<h1>` in `<main>`. */
export const mainHeading = () => document.querySelector<HTMLElement>('main h1');

/** The named, sensible place focus goes when nothing better is left: the page's heading, else `<main>`. */
export function focusMainTarget(): boolean {
  return focusElement(mainHeading()) || focusElement(document.querySelector<HTMLElement>('main'));
}

/** Whether focus has been lost: nothing, or the body, or a node that left the document has it. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
