import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { groupParts, type FieldBaseProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'>, FieldBaseProps {
  children: ReactNode;
  className?: string;
}

/** One choice among a few, all in view (plans, options); arrow keys move the selection. */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  const [rest, parts] = groupParts(props, styles.items);
  return (
    <AriaRadioGroup {...rest} className={[styles.group, className].filter(Boolean).join(' ')}>
      {parts}
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className'> {
  className?: string;
}

/** A radio drawn as a card: its round mark, then its children (the label, and any detail under it). */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={[styles.radio, className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (children) => (
        <>
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.content}>{children}</span>
        </>
      ))}
    </AriaRadio>
  );
}
