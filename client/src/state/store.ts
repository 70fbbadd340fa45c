import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while this component renders over server HTML (on the server, and in the browser while it hydrates),
 * false when it renders afresh. React asks for a store's server snapshot exactly then, so whether it did
 * tells this render apart, per component: a global "the page is hydrating" flag would also catch what
 * mounts afresh meanwhile (a dialog opened, the next page), which would then start from the server's value
 * (signed out) although the browser already knows better. Both snapshots are the same constant, so
 * React never re-renders for it.
 */
function useRendersOverServerHtml(): boolean {
  let overServerHtml = false;
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => {
      overServerHtml = true;
      return false;
    },
  );
  return overServerHtml;
}

/**
 * A value the server cannot know (this browser's storage, its viewport…): the server's value while the
 * component hydrates, the browser's once it is live. A value that differs right after hydration would
 * make React re-render synchronously, and a synchronous update reaching a lazy part that has not hydrated
 * yet throws away its server HTML: it vanishes and comes back, moving the page twice. Adopted in a
 * transition instead, the new value waits for that part to hydrate and nothing is dropped. A component
 * rendered afresh (after a click, a navigation) reads the browser's value from its first render.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  getBrowser: () => T,
  getServer: () => T,
): T {
  const overServerHtml = useRendersOverServerHtml();
  const [adopted, setAdopted] = useState(!overServerHtml);
  useEffect(() => {
    if (!adopted) startTransition(() => setAdopted(true));
  }, [adopted]);
  return useSyncExternalStore(subscribe, adopted ? getBrowser : getServer, getServer);
}

/**
 * A synchronous store with a React subscription. `save` runs after every change; `hydrateFrom` says what
 * the server renders and hydration starts from: the initial value or the current one.
 */
function createStore<T>(initial: T, state: T, save: (state: T) => void, hydrateFrom: 'initial' | 'current') {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set = (next: T | ((prev: T) => T)) => {
    state = typeof next === 'function' ? (next as (p: T) => T)(state) : next;
    save(state);
    listeners.forEach((l) => l());
  };
  return {
    get: () => state,
    set,
    reset: () => set(initial),
    subscribe,
    use: () =>
      useBrowserValue(
        subscribe,
        () => state,
        () => (hydrateFrom === 'initial' ? initial : state),
      ),
  };
}

/** A tiny persisted store: one localStorage key, synchronous reads, React subscription. */
export function createPersistedStore<T>(key: string, initial: T) {
  function read(): T {
    if (typeof localStorage === 'undefined') return initial;
    try {
      const raw = localStorage.getItem(key);
      return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial;
    } catch {
      return initial;
    }
  }
  function save(state: T) {
    try {
      localStorage.setItem(key, JSON.stringify(state));
    } catch {
      // Private mode or full storage: keep the in-memory state.
    }
  }
  // The server knows nothing of this browser's storage: hydration starts from the initial value and the
  // stored one is adopted once hydrated (`useBrowserValue`), so the server HTML always matches.
  return createStore(initial, read(), save, 'initial');
}

/** The same API without persistence, for state that must not survive a reload. */
export function createMemoryStore<T>(initial: T) {
  return createStore(initial, initial, () => {}, 'current');
}

/** False on the server and while hydrating, true afterwards: for UI that exists only in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
