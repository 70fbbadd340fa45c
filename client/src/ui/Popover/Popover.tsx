import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className'> {
  className?: string;
}

/** Floating surface anchored to a trigger (used by Select, ComboBox, DatePicker). */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return (
    <AriaPopover
      offset={offset}
      {...props}
      className={[styles.popover, className].filter(Boolean).join(' ')}
    />
  );
}
