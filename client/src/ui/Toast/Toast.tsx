import { useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue,
} from 'react-aria-components';
import * as styles from './Toast.css';
import { rawToastQueue, type ToastData } from './toastQueue';

export interface ToastRegionProps {
  /** Defaults to the global `toastQueue`. */
  queue?: UNSTABLE_ToastQueue<ToastData>;
  /** Label of each toast's close button. */
  closeLabel?: string;
}

/**
 * Renders queued toasts top-right (mount once, near the app root). Alt+T moves focus to the
 * newest toast; F6 also cycles landmarks.
 */
export function ToastRegion({ queue = rawToastQueue, closeLabel = 'Chiudi' }: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') {
        const first = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <AriaToastRegion ref={regionRef} queue={queue} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone })}
          data-tone={toast.content.tone}
        >
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className={styles.closeIcon}
            >
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
