import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { Description, FieldError, Label, type FieldBaseProps } from '../Field/Field';
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
              <svg viewBox="0 0 14 14" className={styles.icon}>
                <rect x="2" y="6" width="10" height="2" fill="currentColor" />
              </svg>
            ) : isSelected ? (
              <svg
                viewBox="0 0 14 14"
                className={styles.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M2.5 7.5l3 3L11.5 4" />
              </svg>
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
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={[styles.group, className].filter(Boolean).join(' ')}>
      {label != null && <Label>{label}</Label>}
      <div className={styles.groupItems}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
