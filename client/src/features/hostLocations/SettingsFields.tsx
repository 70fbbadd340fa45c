import { useRef, useState } from 'react';
import { LOCATION_TYPES } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import { uploadImage } from '../../lib/uploadImage';
import { Button, Checkbox, CheckboxGroup, NumberField, Select, SelectItem, TextField } from '../../ui';
import { CityField } from '../cities/CityField';
import { LegalEntityFields } from '../legalEntity/LegalEntityFields';
import { isAcceptableLogo, type SettingsErrors, type SettingsValues } from './settingsForm';
import * as s from './HostLocations.css';

const t = it.settings;

/** The size of an image file, read by the browser before it is sent. */
function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      reject(new Error('not an image'));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

const TEXT_FIELDS = [
  { name: 'vatNumber', label: t.vatNumber, autoComplete: 'off' },
  { name: 'sdiCode', label: t.sdiCode, autoComplete: 'off' },
  { name: 'pec', label: t.pec, type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: t.phone, type: 'tel', autoComplete: 'tel', isRequired: true },
  { name: 'whatsapp', label: t.whatsapp, type: 'tel', autoComplete: 'tel' },
  { name: 'link', label: t.link, type: 'url', autoComplete: 'url' },
] as const;

/** The essential data's fields; text fields show their errors by name through the enclosing Form. */
export function SettingsFields({
  values,
  errors,
  onChange,
  isDisabled,
  activityTypes,
  onLogoError,
}: {
  values: SettingsValues;
  errors: SettingsErrors;
  onChange: (patch: Partial<SettingsValues>) => void;
  isDisabled: boolean;
  activityTypes: readonly { id: number; name: string; locationType: string }[];
  onLogoError: (message: string | undefined) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const options = activityTypes
    .filter((a) => a.locationType === values.locationType)
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const size = await imageSize(file);
      if (!isAcceptableLogo(size.width, size.height)) throw new Error('not square');
      const { url } = await uploadImage(file, 'square');
      onChange({ logoUrl: url });
      onLogoError(undefined);
    } catch {
      onLogoError(t.logoError);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const textField = (f: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={f.name}
      label={f.label}
      name={f.name}
      type={'type' in f ? f.type : 'text'}
      autoComplete={f.autoComplete}
      isRequired={'isRequired' in f}
      value={values[f.name]}
      onChange={(v) => onChange({ [f.name]: v })}
      isDisabled={isDisabled}
    />
  );
  return (
    <div className={s.fields}>
      <div className={s.logoRow}>
        {values.logoUrl ? (
          <img src={values.logoUrl} alt={t.logo} className={s.logo} />
        ) : (
          <span className={s.logo} />
        )}
        <div className={s.logoActions}>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className={s.hiddenInput}
            aria-label={t.uploadLogo}
            tabIndex={-1}
            onChange={(e) => void chooseLogo(e.target.files?.[0])}
          />
          <Button
            variant="secondary"
            isPending={uploading}
            isDisabled={isDisabled}
            onPress={() => fileInput.current?.click()}
          >
            {t.uploadLogo}
          </Button>
          {values.logoUrl && (
            <Button variant="ghost" isDisabled={isDisabled} onPress={() => onChange({ logoUrl: null })}>
              {t.removeLogo}
            </Button>
          )}
          <p className={s.hint}>{t.logoHint}</p>
          {errors.logoUrl && (
            <p className={s.error} role="alert">
              {errors.logoUrl}
            </p>
          )}
        </div>
      </div>
      <Select
        label={t.locationType}
        selectedKey={values.locationType}
        onSelectionChange={(key) => onChange({ locationType: String(key), activityTypeIds: [] })}
        isDisabled={isDisabled}
        errorMessage={errors.locationType}
        isInvalid={!!errors.locationType}
      >
        {LOCATION_TYPES.map((l) => (
          <SelectItem key={l.key} id={l.key}>
            {l.label}
          </SelectItem>
        ))}
      </Select>
      <CheckboxGroup
        label={t.activityTypes}
        value={values.activityTypeIds.map(String)}
        onChange={(ids) => onChange({ activityTypeIds: ids.map(Number) })}
        isDisabled={isDisabled}
        isInvalid={!!errors.activityTypeIds}
        errorMessage={errors.activityTypeIds}
      >
        {options.map((a) => (
          <Checkbox key={a.id} value={String(a.id)}>
            {a.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextField
        label={t.address}
        name="address"
        value={values.address}
        onChange={(address) => onChange({ address })}
        isRequired
        isDisabled={isDisabled}
        autoComplete="street-address"
      />
      <CityField
        label={t.city}
        value={values.city}
        isRequired
        isDisabled={isDisabled}
        errorMessage={errors.cityId}
        onChange={(city) =>
          onChange(
            city
              ? { cityId: city.id, city: city.nome, province: city.provincia.nome, cap: city.cap[0] ?? '' }
              : { cityId: null, city: '', province: '', cap: '' },
          )
        }
      />
      <div className={s.twoColumns}>
        {/* Filled from the city, not typed: when the city is cleared they say they are missing too. */}
        <TextField
          label={t.province}
          name="province"
          value={values.province}
          isReadOnly
          isInvalid={!!errors.province}
          errorMessage={errors.province}
          validationBehavior="aria"
        />
        <TextField
          label={t.cap}
          name="cap"
          value={values.cap}
          isReadOnly
          isInvalid={!!errors.cap}
          errorMessage={errors.cap}
          validationBehavior="aria"
        />
      </div>
      <NumberField
        label={t.capacity}
        value={values.ambientCapacity}
        minValue={1}
        onChange={(n) => onChange({ ambientCapacity: Number.isFinite(n) ? n : 0 })}
        isDisabled={isDisabled}
        isInvalid={!!errors.ambientCapacity}
        errorMessage={errors.ambientCapacity}
      />
      {/* The tax number, then who is invoiced and where, then the e-invoicing contacts. */}
      {TEXT_FIELDS.slice(0, 1).map(textField)}
      <LegalEntityFields
        values={values}
        errors={{
          legalName: errors.legalName,
          legalAddress: errors.legalAddress,
          legalCity: errors.legalCityId,
          legalCap: errors.legalCap,
        }}
        onChange={onChange}
        isDisabled={isDisabled}
      />
      {TEXT_FIELDS.slice(1).map(textField)}
      <Checkbox
        isSelected={values.visibleContacts}
        onChange={(visibleContacts) => onChange({ visibleContacts })}
        isDisabled={isDisabled}
      >
        {t.visibleContacts}
      </Checkbox>
    </div>
  );
}
