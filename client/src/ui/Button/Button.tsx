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

export function Button({ variant, size, fullWidth, iconOnly, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.button({ variant, size, fullWidth, iconOnly }), className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          <span className={styles.label}>{children}</span>
          {isPending && (
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
