import { X } from 'lucide-react';
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
            <X aria-hidden="true" className={styles.closeIcon} />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
