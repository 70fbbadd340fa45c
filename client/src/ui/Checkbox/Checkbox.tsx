import { Check, Minus } from 'lucide-react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { groupParts, type FieldBaseProps } from '../Field/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className'> {
  className?: string;
}

/** Checkbox with its label as children. Use `isSelected`/`onChange` or `value` inside a CheckboxGroup. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (children, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus className={styles.icon} />
            ) : isSelected ? (
              <Check className={styles.icon} />
            ) : null}
          </span>
          {children}
        </>
      ))}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'children'>, FieldBaseProps {
  children: ReactNode;
  className?: string;
}

/** Group of checkboxes sharing a label; value is the array of selected `value`s. */
export function CheckboxGroup({ className, ...props }: CheckboxGroupProps) {
  const [rest, parts] = groupParts(props, styles.groupItems);
  return (
    <AriaCheckboxGroup {...rest} className={[styles.group, className].filter(Boolean).join(' ')}>
      {parts}
    </AriaCheckboxGroup>
  );
}
