import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  composeRenderProps,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import * as styles from './ListBox.css';

export interface ListBoxProps<T> extends Omit<AriaListBoxProps<T>, 'className'> {
  className?: string;
}

export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <AriaListBox {...props} className={[styles.listBox, className].filter(Boolean).join(' ')} />;
}

export interface ListBoxItemProps<T> extends Omit<AriaListBoxItemProps<T>, 'className'> {
  className?: string;
}

/** An option of a ListBox / Select / ComboBox. Pass `textValue` when children are not plain text. */
export function ListBoxItem<T extends object>({ className, children, ...props }: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (children, { isSelected }) => (
        <>
          {children}
          {isSelected && <Check aria-hidden="true" className={styles.check} />}
        </>
      ))}
    </AriaListBoxItem>
  );
}

export function ListBoxEmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.emptyState}>{children}</div>;
}
