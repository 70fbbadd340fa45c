import { useId, useState } from 'react';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { Button, TextField } from '../../ui';
import { type CityChoice } from '../cities/cityChoice';
import { CityField } from '../cities/CityField';
import { CityFilledField } from '../cities/CityFilledField';
import * as s from './LegalEntity.css';

const t = hostIt.legalEntity;

/** Who the platform invoices, as the forms hold it (the province is the comune's code, e.g. MI). */
export interface LegalEntityValues {
  legalName: string;
  legalAddress: string;
  legalCityId: number | null;
  legalCity: string;
  legalProvince: string;
  legalCap: string;
}

export type LegalEntityErrors = Partial<
  Record<'legalName' | 'legalAddress' | 'legalCity' | 'legalProvince' | 'legalCap', string>
>;

/**
 * The invoices' legal name and registered office: the name typed, the comune picked from the list (its
 * province follows), the postal code typed (big comuni have many; it is filled in when the comune has
 * only one). `copyFrom`, when given, offers to take the venue's own address.
 */
export function LegalEntityFields({
  values,
  errors,
  onChange,
  isDisabled,
  copyFrom,
}: {
  values: LegalEntityValues;
  errors: LegalEntityErrors;
  onChange: (patch: Partial<LegalEntityValues>) => void;
  isDisabled?: boolean;
  copyFrom?: Omit<LegalEntityValues, 'legalName'> | null;
}) {
  const legendId = useId();
  // The comune field keeps what is typed in it: a copied address starts it afresh.
  const [copies, setCopies] = useState(0);
  const provinceError = errors.legalCity ? undefined : errors.legalProvince;
  // A field typed in (name, address, postal code), bound to its value and its message by name.
  const typedField = (name: 'legalName' | 'legalAddress' | 'legalCap') => ({
    value: values[name],
    onChange: (value: string) => onChange({ [name]: value }),
    isInvalid: !!errors[name],
    errorMessage: errors[name],
    validationBehavior: 'aria' as const,
    isDisabled,
  });
  // The comune picked fills its province and, with one postal code, that code; with several, the code typed
  // stays if it is the comune's. Cleared, the comune and its province go.
  const pickComune = (city: CityChoice | null) =>
    onChange(
      city
        ? {
            legalCityId: city.id,
            legalCity: city.nome,
            legalProvince: city.sigla,
            legalCap:
              city.cap.length === 1
                ? city.cap[0]!
                : city.cap.includes(values.legalCap)
                  ? values.legalCap
                  : '',
          }
        : { legalCityId: null, legalCity: '', legalProvince: '' },
    );
  return (
    <fieldset className={s.group} aria-labelledby={legendId}>
      <legend id={legendId} className={s.legend}>
        {t.legend}
      </legend>
      <p className={s.intro}>{t.intro}</p>
      <TextField
        label={t.legalName}
        description={t.legalNameHint}
        isRequired
        autoComplete="organization"
        {...typedField('legalName')}
      />
      {copyFrom && copyFrom.legalCityId != null && (
        <Button
          className={s.copy}
          variant="secondary"
          size="sm"
          isDisabled={isDisabled}
          onPress={() => {
            onChange(copyFrom);
            setCopies((n) => n + 1);
          }}
        >
          {t.copyVenue}
        </Button>
      )}
      <TextField label={t.address} isRequired autoComplete="off" {...typedField('legalAddress')} />
      <CityField
        key={copies}
        label={t.city}
        value={values.legalCity}
        locate={false}
        isRequired
        isDisabled={isDisabled}
        errorMessage={errors.legalCity}
        onChange={pickComune}
      />
      <div className={s.twoColumns}>
        {/* Picking the comune fills the province: its message only when the comune has none of its own. */}
        <CityFilledField label={t.province} value={values.legalProvince} error={provinceError} />
        <TextField
          label={t.cap}
          isRequired
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          {...typedField('legalCap')}
        />
      </div>
    </fieldset>
  );
}
