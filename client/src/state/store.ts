import { useSyncExternalStore } from 'react';

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
      useSyncExternalStore(
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
  // The server knows nothing of this browser's storage: hydration starts from the initial value and
  // React re-renders with the stored one right after, so the server HTML always matches.
  return createStore(initial, read(), save, 'initial');
}

/** The same API without persistence, for state that must not survive a reload. */
export function createMemoryStore<T>(initial: T) {
  return createStore(initial, initial, () => {}, 'current');
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards: for UI that exists only in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
