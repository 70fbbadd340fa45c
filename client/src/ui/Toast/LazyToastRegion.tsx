import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { rawToastQueue } from './toastQueue';
import type { ToastRegionProps } from './Toast';

// Most visits never show a toast: the region (and react-aria's toast and landmark code) loads with the
// first one instead of with the first page.
const ToastRegion = lazy(() => import('./Toast').then((m) => ({ default: m.ToastRegion })));

/**
 * `<ToastRegion />` mounted from the first queued toast on, then kept (so later toasts and closing
 * animations behave as before). Renders nothing on the server and until then, like the region itself.
 */
export function LazyToastRegion(props: ToastRegionProps) {
  const queue = props.queue ?? rawToastQueue;
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  ) : null;
}
