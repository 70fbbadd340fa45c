import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** A navigation link that looks like a button. */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    />
  );
}
