import { hostStrings as hostIt } from '../../i18n/it.host';
import { TextField } from '../../ui';
import { CityField } from '../cities/CityField';
import { CityFilledField } from '../cities/CityFilledField';
import type { StepProps } from './fields';
import * as styles from './CreateLocation.css';

const t = hostIt.createLocation;

/** Step 2: address and comune; province and CAP come from the comune and are not editable. */
export function AddressStep({ values, errors, onChange }: StepProps) {
  return (
    <div className={styles.fields}>
      <TextField
        label={t.address}
        value={values.address}
        onChange={(address) => onChange({ address })}
        isRequired
        isInvalid={!!errors.address}
        errorMessage={errors.address}
        validationBehavior="aria"
        autoComplete="street-address"
      />
      <CityField
        label={t.city}
        value={values.city}
        isRequired
        errorMessage={errors.city}
        onChange={(city) =>
          onChange(
            city
              ? {
                  cityId: city.id,
                  city: city.nome,
                  province: city.provincia.nome,
                  provinceCode: city.sigla,
                  zipCode: city.cap[0] ?? '',
                }
              : { cityId: null, city: '', province: '', provinceCode: '', zipCode: '' },
          )
        }
      />
      <div className={styles.twoColumns}>
        <CityFilledField label={t.province} value={values.province} error={errors.province} />
        <CityFilledField label={t.zipCode} value={values.zipCode} error={errors.zipCode} />
      </div>
    </div>
  );
}
