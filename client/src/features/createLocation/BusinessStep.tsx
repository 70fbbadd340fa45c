import { hostStrings as hostIt } from '../../i18n/it.host';
import { TextField } from '../../ui';
import { LegalEntityFields } from '../legalEntity/LegalEntityFields';
import type { FormField, StepProps } from './fields';
import * as styles from './CreateLocation.css';

const t = hostIt.createLocation;

type TextFieldName = Extract<FormField, 'name' | 'vatNumber' | 'pec' | 'sdiCode' | 'phoneNumber' | 'link'>;

const FIELDS: readonly {
  name: TextFieldName;
  label: string;
  type?: 'email' | 'tel' | 'url';
  autoComplete?: string;
  isRequired?: boolean;
}[] = [
  { name: 'name', label: t.name, autoComplete: 'organization', isRequired: true },
  { name: 'vatNumber', label: t.vatNumber, autoComplete: 'off' },
  { name: 'pec', label: t.pec, type: 'email', autoComplete: 'email' },
  { name: 'sdiCode', label: t.sdiCode, autoComplete: 'off' },
  { name: 'phoneNumber', label: t.phoneNumber, type: 'tel', autoComplete: 'tel', isRequired: true },
  { name: 'link', label: t.link, type: 'url', autoComplete: 'url' },
];

/** Step 5: the business data the platform invoices and approves against. */
export function BusinessStep({ values, errors, onChange }: StepProps) {
  const text = (from: number, to?: number) =>
    FIELDS.slice(from, to).map((f) => (
      <TextField
        key={f.name}
        label={f.label}
        type={f.type}
        autoComplete={f.autoComplete}
        isRequired={f.isRequired}
        value={values[f.name]}
        onChange={(v) => onChange({ [f.name]: v })}
        isInvalid={!!errors[f.name]}
        errorMessage={errors[f.name]}
        validationBehavior="aria"
      />
    ));
  return (
    <div className={styles.fields}>
      {/* Name and tax number, then who is invoiced and where, then the e-invoicing contacts. */}
      {text(0, 2)}
      <LegalEntityFields
        values={values}
        errors={errors}
        onChange={onChange}
        copyFrom={{
          legalAddress: values.address,
          legalCityId: values.cityId,
          legalCity: values.city,
          legalProvince: values.provinceCode,
          legalCap: values.zipCode,
        }}
      />
      {text(2)}
    </div>
  );
}
