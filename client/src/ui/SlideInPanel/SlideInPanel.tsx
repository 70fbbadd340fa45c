import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { ModalDismissableContext } from '../Dialog/Modal';
import * as styles from './SlideInPanel.css';

export interface SlideInPanelProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** Usually a `<Dialog title=...>`. */
  children: ReactNode;
  className?: string;
}

/** Full-height modal sliding in from the right (mobile detail views and forms). */
export function SlideInPanel({
  isDismissable = true,
  isKeyboardDismissDisabled,
  children,
  className,
  ...props
}: SlideInPanelProps) {
  return (
    <ModalDismissableContext.Provider value={isDismissable}>
      <ModalOverlay
        {...props}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? !isDismissable}
        className={styles.overlay}
      >
        <AriaModal className={[styles.panel, className].filter(Boolean).join(' ')}>{children}</AriaModal>
      </ModalOverlay>
    </ModalDismissableContext.Provider>
  );
}
