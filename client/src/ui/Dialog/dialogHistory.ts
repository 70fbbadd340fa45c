/**
 * Open dialogs enter the browser history (issue 19): opening one pushes an entry for the same address,
 * marked with the dialog's id, so Back closes the dialog rather than leaving the page; closing it any other
 * way takes the entry back off, so the history holds no stray entries. The entry copies the router's state
 * (its `key` and `idx`), so react-router sees the same page on both entries and re-renders nothing of note.
 */
const FIELD = 'festalocation.dialogs';

interface OpenDialog {
  id: number;
  close: () => void;
}

/** The dialogs open now, outermost first; each has one entry above its opener's. */
const open: OpenDialog[] = [];
let nextId = 1;
let listening = false;

function entryState(): Record<string, unknown> {
  return (window.history.state as Record<string, unknown> | null) ?? {};
}

/** The dialog ids the current entry was pushed for. */
function entryIds(): number[] {
  const ids = entryState()[FIELD];
  return Array.isArray(ids) ? ids.filter((x): x is number => typeof x === 'number') : [];
}

/** Back (or Forward) onto an entry: every dialog opened above it closes, innermost first. */
function onPopState() {
  const ids = new Set(entryIds());
  for (let i = open.length - 1; i >= 0; i--) {
    const dialog = open[i]!;
    if (ids.has(dialog.id)) break;
    open.splice(i, 1);
    dialog.close();
  }
}

/** Pushes the entry of a dialog that has just opened; `close` is how Back closes it. Returns its id. */
export function pushDialogEntry(close: () => void): number {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const id = nextId++;
  const live = open.map((d) => d.id);
  const current = entryIds();
  const state = { ...entryState(), [FIELD]: [...live, id] };
  try {
    // An entry marked for dialogs of an earlier page load (a reload with a dialog open) is reused as is.
    if (current.some((x) => !live.includes(x))) window.history.replaceState(state, '');
    else window.history.pushState(state, '');
  } catch {
    // History unavailable or throttled: the dialog works, Back just leaves the page.
  }
  open.push({ id, close });
  return id;
}

/**
 * A dialog closed by its own controls (or by the page): its entry goes back off when it is still the
 * current one. When the page navigated meanwhile, the entry is below the new page and stays (harmless:
 * Back onto it shows the page with nothing to close).
 */
export function releaseDialogEntry(id: number) {
  const i = open.findIndex((d) => d.id === id);
  if (i < 0) return; // Closed by Back: its entry is already gone.
  open.splice(i, 1);
  if (entryIds().at(-1) === id) window.history.back();
}
