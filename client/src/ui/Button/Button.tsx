import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { SpinnerIcon } from '../Spinner/Spinner';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Square button holding only an icon: pass an `aria-label`. */
  iconOnly?: boolean;
  className?: string;
}

/**
 * Pending is handled here, not by react-aria's Button: that one announces a pending change through a
 * live-region node (role="img" labelled by the button's id), which is left without a name once the button
 * is gone (a dialog moving to its next step), an axe role-img-alt violation for the next seven seconds.
 */
export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  children,
  isPending,
  ...props
}: ButtonProps) {
  const busy = !!isPending;
  const ignored = busy
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        onClick: undefined,
      }
    : {};
  return (
    <AriaButton
      {...props}
      {...ignored}
      // A pending submit button must not submit again (Enter in a field of its form).
      type={busy && props.type === 'submit' ? 'button' : props.type}
      data-busy={busy || undefined}
      className={[styles.button({ variant, size, fullWidth, iconOnly }), className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (children) => (
        <>
          <span className={styles.label}>{children}</span>
          {busy && (
            <span className={styles.pendingIndicator}>
              <SpinnerIcon size={size === 'lg' ? 'md' : 'sm'} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}

export { button as buttonStyles } from './Button.css';
