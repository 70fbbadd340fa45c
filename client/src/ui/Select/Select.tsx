import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { ListBox, ListBoxItem } from '../ListBox/ListBox';
import { Popover } from '../Popover/Popover';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children' | 'className'>, FieldBaseProps {
  /** Dynamic collection: pair with a render function as children. */
  items?: Iterable<T>;
  /** `<SelectItem>` elements or a render function for `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/** Single-choice dropdown. Use `selectedKey` / `onSelectionChange`. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder = 'Seleziona',
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      {label != null && <Label>{label}</Label>}
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </AriaButton>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

export { ListBoxItem as SelectItem };
