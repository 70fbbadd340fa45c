import { lazy, useState, type ComponentType } from 'react';
import { desktop } from '../ui/theme/theme.css';

/**
 * A part of a page whose code loads apart from the page: when first rendered, or earlier through
 * `preload`. Once the code has arrived it renders at once, without suspending (no fallback flash).
 * Render it inside a Suspense boundary, for when it has not.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((c) => (loaded = c)));
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Part(props: P) {
    // Chosen once per mount: switching component type later would remount it and lose its state.
    const [C] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <C {...props} />;
  }
  return { Part, preload };
}

/** Whether this browser shows the desktop layout (never on the server, which renders the mobile one). */
export const isDesktopViewport = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(desktop).matches;
