import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastData {
  tone: ToastTone;
  title: string;
  description?: string;
}

/** Auto-close delay (ms). */
export const TOAST_TIMEOUT = 5000;
/** Maximum number of toasts visible at once; extra toasts wait in the queue. */
export const MAX_VISIBLE_TOASTS = 10;

export interface ToastOptions {
  description?: string;
  /** Override the auto-close delay; 0 keeps the toast until closed. */
  timeout?: number;
  onClose?: () => void;
}

/** The underlying react-aria queue rendered by `<ToastRegion />`. */
export const rawToastQueue = new ToastQueue<ToastData>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

function add(tone: ToastTone, title: string, options: ToastOptions = {}): string {
  const { description, timeout = TOAST_TIMEOUT, onClose } = options;
  return rawToastQueue.add(
    { tone, title, description },
    { timeout: timeout > 0 ? timeout : undefined, onClose },
  );
}

/** Global toast API: `toastQueue.success('Salvato')`. Each helper returns the toast key. */
export const toastQueue = {
  queue: rawToastQueue,
  success: (text: string, options?: ToastOptions) => add('success', text, options),
  error: (text: string, options?: ToastOptions) => add('error', text, options),
  info: (text: string, options?: ToastOptions) => add('info', text, options),
  warning: (text: string, options?: ToastOptions) => add('warning', text, options),
  close: (key: string) => rawToastQueue.close(key),
  clear: () => rawToastQueue.clear(),
};
