import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  type DialogProps as AriaDialogProps,
} from 'react-aria-components';
import { buttonStyles } from '../Button/Button';
import * as styles from './Dialog.css';
import { useModalDismissable } from './Modal';

type RenderContent = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'children'> {
  /** Heading, also the accessible name. Without a title pass `aria-label`. */
  title?: ReactNode;
  children?: RenderContent;
  /** Action buttons rendered in a footer bar. */
  footer?: RenderContent;
  /** Defaults to the containing Modal/SlideInPanel `isDismissable`. */
  showCloseButton?: boolean;
  closeLabel?: string;
  className?: string;
}

const markModal = (el: HTMLElement | null) => el?.setAttribute('aria-modal', 'true');

/** Dialog content with title, close button ('Chiudi'), scrollable body and optional footer. */
export function Dialog({
  title,
  children,
  footer,
  showCloseButton,
  closeLabel = 'Chiudi',
  className,
  ...props
}: DialogProps) {
  const dismissable = useModalDismissable();
  const withClose = showCloseButton ?? dismissable ?? true;

  return (
    <AriaDialog
      {...props}
      // Inside a modal surface (which hides the rest of the page) the dialog says it is modal: react-aria
      // passes no `aria-modal` through, so it is set on the element.
      ref={dismissable !== null ? markModal : undefined}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
    >
      {({ close }) => (
        <>
          {(title != null || withClose) && (
            <div className={title != null ? styles.header : `${styles.header} ${styles.headerNoTitle}`}>
              {title != null && (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              )}
              {withClose && (
                <AriaButton
                  slot={null}
                  aria-label={closeLabel}
                  onPress={close}
                  className={buttonStyles({ variant: 'ghost', size: 'md', iconOnly: true })}
                >
                  <X aria-hidden="true" className={styles.closeIcon} />
                </AriaButton>
              )}
            </div>
          )}
          <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
          {footer != null && (
            <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
          )}
        </>
      )}
    </AriaDialog>
  );
}

export { DialogTrigger };
