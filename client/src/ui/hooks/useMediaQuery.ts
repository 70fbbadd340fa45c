import { useCallback, useSyncExternalStore } from 'react';
import { desktop } from '../theme/theme.css';

/** Subscribes to a CSS media query (false during SSR / when matchMedia is unavailable). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True at/above the 768px desktop breakpoint (e.g. Modal on desktop, SlideInPanel on mobile). */
export function useIsDesktop(): boolean {
  return useMediaQuery(desktop);
}
