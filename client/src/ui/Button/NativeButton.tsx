import type { ButtonHTMLAttributes } from 'react';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';

export interface NativeButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface NativeButtonProps extends NativeButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  type?: 'button' | 'submit';
}

/**
 * The `Button` look for a plain element (a router link that reads as a button): its class and the
 * `data-native` mark that takes hover, pressed and the focus ring from CSS pseudo-classes.
 */
export const nativeButtonLook = ({ variant, size, fullWidth }: NativeButtonLook, className?: string) => ({
  className: [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' '),
  'data-native': '',
});

/**
 * A `Button` look on a plain `<button>`, for what every first page loads (the header, the offline notice,
 * the home page): there react-aria's press, hover and focus-visible handling adds nothing a native button
 * does not already do (Enter and Space, focus, the accessible name), and it would weigh on every first
 * load. Everywhere else, `Button`.
 */
export function NativeButton({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  children,
  ...props
}: NativeButtonProps) {
  return (
    <button {...props} type={type} {...nativeButtonLook({ variant, size, fullWidth }, className)}>
      <span className={styles.label}>{children}</span>
    </button>
  );
}
