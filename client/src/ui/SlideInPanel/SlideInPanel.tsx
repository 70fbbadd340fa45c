import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { DismissableModal } from '../Dialog/Modal';
import type { ModalBehaviourProps } from '../Dialog/ModalBehaviour';
import * as styles from './SlideInPanel.css';

export interface SlideInPanelProps
  extends Omit<ModalOverlayProps, 'className' | 'children'>, ModalBehaviourProps {
  /** Usually a `<Dialog title=...>`. */
  children: ReactNode;
  className?: string;
}

/** Full-height modal sliding in from the right (mobile detail views and forms). */
export function SlideInPanel({ className, ...props }: SlideInPanelProps) {
  return (
    <DismissableModal
      {...props}
      overlayClassName={styles.overlay}
      modalClassName={[styles.panel, className].filter(Boolean).join(' ')}
    />
  );
}
