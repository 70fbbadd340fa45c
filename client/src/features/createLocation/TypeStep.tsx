import { Radio, RadioGroup } from 'react-aria-components';
import { LOCATION_TYPES, type LocationType } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import { Checkbox, CheckboxGroup, FieldError, Label } from '../../ui';
import type { StepProps } from './fields';
import * as styles from './CreateLocation.css';

const t = it.createLocation;

export interface ActivityTypeOption {
  id: number;
  name: string;
  locationType: string;
}

/** Step 1: the location type and the activity types of that type; a new type clears the activities. */
export function TypeStep({
  values,
  errors,
  onChange,
  activityTypes,
}: StepProps & { activityTypes: readonly ActivityTypeOption[] }) {
  const options = activityTypes
    .filter((a) => a.locationType === values.type)
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
  return (
    <div className={styles.fields}>
      <RadioGroup
        className={styles.radioGroup}
        value={values.type}
        onChange={(type) => onChange({ type: type as LocationType, activityTypes: [] })}
        isInvalid={!!errors.type}
        validationBehavior="aria"
      >
        <Label>{t.typeLabel}</Label>
        <div className={styles.radios}>
          {LOCATION_TYPES.map((l) => (
            <Radio key={l.key} value={l.key} className={styles.radio}>
              <span className={styles.radioDot} aria-hidden="true" />
              {l.label}
            </Radio>
          ))}
        </div>
        <FieldError>{errors.type}</FieldError>
      </RadioGroup>
      <CheckboxGroup
        label={t.activityTypesLabel}
        description={values.type ? undefined : t.activityTypesHint}
        value={values.activityTypes.map(String)}
        onChange={(ids) => onChange({ activityTypes: ids.map(Number) })}
        isInvalid={!!errors.activityTypes}
        errorMessage={errors.activityTypes}
        validationBehavior="aria"
      >
        {options.map((a) => (
          <Checkbox key={a.id} value={String(a.id)}>
            {a.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}
