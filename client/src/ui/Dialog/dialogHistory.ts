/**
 * Open dialogs enter the browser history: opening one pushes an entry for the same address,
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
// Ids never repeat across page loads: after a reload, the entry's marks are an earlier load's, not ours.
let nextId = Date.now();

/** A new entry written while the dialog's entry was being taken off: its latest state and address. */
type Pushed = { data: Record<string, unknown>; url: string | URL | null | undefined };

/**
 * Taking a closed dialog's entry off is a `history.back()`, which lands a moment later. A page that writes
 * to the history meanwhile (a navigation right after the dialog closed) writes at once, so everyone reads
 * the entry they expect; but the late Back would undo a new entry, so once it has landed the newest entry
 * written is written again, with its latest state (a write for another entry, made while the Back was
 * landing, is not its). The landing is this module's alone: nobody else hears it, as the page did not
 * change.
 */
let landing: { carry: Record<string, unknown>; pushed: Pushed | null; timer: number } | null = null;
let native: Pick<History, 'pushState' | 'replaceState'> | null = null;

function entryState(): Record<string, unknown> {
  return (window.history.state as Record<string, unknown> | null) ?? {};
}

/** The dialog ids the current entry was pushed for. */
function entryIds(): number[] {
  const ids = entryState()[FIELD];
  return Array.isArray(ids) ? ids.filter((x): x is number => typeof x === 'number') : [];
}

/** An entry's state marked for these dialogs (unmarked when none). */
function withIds(state: Record<string, unknown>, ids: number[]): Record<string, unknown> {
  const { [FIELD]: _previous, ...rest } = state;
  return ids.length ? { ...rest, [FIELD]: ids } : rest;
}

function land() {
  if (!landing) return;
  const { carry, pushed, timer } = landing;
  landing = null;
  clearTimeout(timer);
  // The entry below takes what the dialog's entry held last (a closed sign-in dialog stays closed there).
  native!.replaceState(carry, '');
  if (pushed) native!.pushState(pushed.data, '', pushed.url);
}

function listen() {
  if (native) return;
  const history = window.history;
  native = { pushState: history.pushState.bind(history), replaceState: history.replaceState.bind(history) };
  const n = native;
  for (const method of ['pushState', 'replaceState'] as const) {
    history[method] = (data, unused, url) => {
      n[method](data, unused, url);
      if (!landing) return;
      const state = (data as Record<string, unknown> | null) ?? {};
      if (method === 'pushState') landing.pushed = { data: state, url };
      else if (landing.pushed && state.key === landing.pushed.data.key)
        landing.pushed = { data: state, url: url ?? landing.pushed.url };
      // Still on the dialog's entry: its latest state is what the entry below takes.
      else if (!landing.pushed) landing.carry = withIds(state, entryIds().slice(0, -1));
    };
  }
  // Capturing, so it runs before the router's listener and can keep our own landing from it.
  window.addEventListener(
    'popstate',
    (event) => {
      if (landing) {
        event.stopImmediatePropagation();
        land();
      } else onPopState();
    },
    { capture: true },
  );
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
  listen();
  const id = nextId++;
  open.push({ id, close });
  const live = open.map((d) => d.id);
  const state = withIds(entryState(), [...entryIds().filter((x) => live.includes(x)), id]);
  try {
    // An entry marked for dialogs of an earlier page load (a reload with a dialog open) is reused as is.
    if (entryIds().some((x) => !live.includes(x))) window.history.replaceState(state, '');
    else window.history.pushState(state, '');
  } catch {
    // History unavailable or throttled: the dialog works, Back just leaves the page.
  }
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
  // A task later, so a navigation made together with the closing (close, then navigate) comes first and
  // the entry, no longer the current one, stays where it is.
  setTimeout(() => {
    // One entry comes off at a time; a second dialog closing meanwhile leaves its entry (harmless).
    if (landing || entryIds().at(-1) !== id) return;
    landing = {
      carry: withIds(entryState(), entryIds().slice(0, -1)),
      pushed: null,
      // Should the landing never come, the history is left as it is.
      timer: window.setTimeout(() => (landing = null), 3000),
    };
    window.history.back();
  }, 0);
}
