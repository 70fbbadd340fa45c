import { Radio, RadioGroup } from 'react-aria-components';
import { SPACE_TYPES, type SpaceType } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import { FieldError, Label, NumberField } from '../../ui';
import type { StepProps } from './fields';
import * as styles from './CreateLocation.css';

const t = it.createLocation;

/** Step 3: the first ambient: closed, open or both, and how many people it holds (at least 1). */
export function SpaceStep({ values, errors, onChange }: StepProps) {
  return (
    <div className={styles.fields}>
      <RadioGroup
        className={styles.radioGroup}
        value={values.ambientType}
        onChange={(v) => onChange({ ambientType: v as SpaceType })}
        isInvalid={!!errors.ambientType}
        validationBehavior="aria"
      >
        <Label>{t.ambientType}</Label>
        <div className={styles.radios}>
          {SPACE_TYPES.map((s) => (
            <Radio key={s.key} value={s.key} className={styles.radio}>
              <span className={styles.radioDot} aria-hidden="true" />
              {s.label}
            </Radio>
          ))}
        </div>
        <FieldError>{errors.ambientType}</FieldError>
      </RadioGroup>
      <NumberField
        label={t.ambientCapacity}
        minValue={1}
        value={values.ambientCapacity ?? Number.NaN}
        onChange={(n) => onChange({ ambientCapacity: Number.isNaN(n) ? null : n })}
        isInvalid={!!errors.ambientCapacity}
        errorMessage={errors.ambientCapacity}
        validationBehavior="aria"
      />
    </div>
  );
}
