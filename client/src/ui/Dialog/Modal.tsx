import { createContext, useContext, type ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import * as styles from './Modal.css';
import { ModalBehaviour, type ModalBehaviourProps } from './ModalBehaviour';

/** Lets a Dialog know whether its container can be dismissed (controls the close button). */
export const ModalDismissableContext = createContext<boolean | null>(null);

export function useModalDismissable(): boolean | null {
  return useContext(ModalDismissableContext);
}

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'>, ModalBehaviourProps {
  size?: ModalSize;
  children: ReactNode;
  className?: string;
}

/**
 * Centered modal overlay. Put a `<Dialog>` inside. Use inside a `DialogTrigger`, or control it with
 * `isOpen` / `onOpenChange`. `isDismissable={false}` disables outside click / Escape and hides the
 * Dialog close button. Focus returns to the opener, else to `returnFocusTo`, else to the page's heading;
 * Back closes a dismissable one (`historyEntry={false}` for a dialog that is itself a route).
 */
export function Modal({ size = 'md', className, ...props }: ModalProps) {
  return (
    <DismissableModal
      {...props}
      overlayClassName={styles.overlay}
      modalClassName={[styles.modal({ size }), className].filter(Boolean).join(' ')}
    />
  );
}

interface DismissableModalProps
  extends Omit<ModalOverlayProps, 'className' | 'children'>, ModalBehaviourProps {
  overlayClassName: string;
  modalClassName: string;
  children: ReactNode;
}

/**
 * The overlay and modal every modal surface (centred modal, slide-in panel) is made of: Escape follows
 * outside-click dismissal unless told otherwise, and the Dialog inside learns whether it may show a close
 * button.
 */
export function DismissableModal({
  isDismissable = true,
  isKeyboardDismissDisabled,
  overlayClassName,
  modalClassName,
  children,
  returnFocusTo,
  historyEntry,
  ...props
}: DismissableModalProps) {
  const keyboardDismissDisabled = isKeyboardDismissDisabled ?? !isDismissable;
  return (
    <ModalDismissableContext.Provider value={isDismissable}>
      <ModalOverlay
        {...props}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={keyboardDismissDisabled}
        className={overlayClassName}
      >
        <AriaModal className={modalClassName}>
          <ModalBehaviour
            returnFocusTo={returnFocusTo}
            // A dialog the user may dismiss some way may be dismissed by Back too.
            historyEntry={historyEntry ?? (isDismissable || !keyboardDismissDisabled)}
          />
          {children}
        </AriaModal>
      </ModalOverlay>
    </ModalDismissableContext.Provider>
  );
}
