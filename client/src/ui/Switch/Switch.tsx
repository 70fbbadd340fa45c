import {
  Switch as AriaSwitch,
  composeRenderProps,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className'> {
  className?: string;
}

/** On/off toggle; children are the label. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[styles.switchRoot, className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (children) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {children}
        </>
      ))}
    </AriaSwitch>
  );
}
