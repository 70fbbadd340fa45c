import { ProgressBar } from 'react-aria-components';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { Label } from '../../ui';
import * as styles from './CreateLocation.css';

const t = hostIt.createLocation;

/** Where the host is in the five form steps: 'Step N' and a bar at N/5. */
export function StepProgress({ step }: { step: number }) {
  return (
    <ProgressBar
      className={styles.progress}
      value={step}
      minValue={0}
      maxValue={5}
      valueLabel={t.stepLabel(step)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.progressLabel}>
            <Label>{t.progress}</Label>
            <span>{valueText}</span>
          </div>
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
