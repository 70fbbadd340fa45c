import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { RENT_DURATIONS, SPACE_TYPES } from '@festalocation/domain/enums';
import { AMBIENT_CAPACITY_GUARD } from '@festalocation/domain/schemas/listing';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { NumberField, Select, SelectItem, Switch, TextField } from '../../ui';
import { ItemTexts, NameField } from './FormParts';
import { ItemEditor } from './ItemEditor';
import {
  EMPTY_AMBIENT,
  formatPrice,
  fromAmbient,
  isIncluded,
  parsePriceCents,
  toAmbientInput,
  validateAmbient,
} from './itemForms';
import {
  DeleteAmbientDocument,
  UpsertAmbientDocument,
  type HostListingFieldsFragment,
  type ListingAmbientFieldsFragment,
} from './listing.generated';
import { AFTER_SAVE } from './useHostListing';
import { useItemForm } from './useItemForm';
import * as s from './Listing.css';

const t = hostIt.listing;
const FIELDS = ['name', 'ambientType', 'capacity', 'rentPriceCents', 'rentDuration', 'description', 'note'];

/** `/dashboard/ambients/{id}` or `/dashboard/ambients/add`: one ambient, created, changed or deleted. */
export function AmbientForm({
  location,
  ambient,
}: {
  location: HostListingFieldsFragment;
  /** Absent to create one. */
  ambient: ListingAmbientFieldsFragment | null;
}) {
  const initial = useMemo(() => (ambient ? fromAmbient(ambient) : EMPTY_AMBIENT), [ambient]);
  const form = useItemForm(initial, FIELDS, t.ambient.saveError);
  const { values, change } = form;
  const [upsert, { loading: saving }] = useMutation(UpsertAmbientDocument, AFTER_SAVE);
  const [remove] = useMutation(DeleteAmbientDocument, AFTER_SAVE);
  const locked = !location.canEdit;

  return (
    <ItemEditor
      kind="AMBIENT"
      location={location}
      item={ambient}
      copy={t.ambient}
      form={form}
      saving={saving}
      draft={toAmbientInput(location.id, ambient?.id ?? null, values)}
      validate={validateAmbient}
      save={async (input) => (await upsert({ variables: { input } })).data?.upsertAmbient.id}
      remove={(id) => remove({ variables: { id } })}
    >
      <NameField value={values.name} change={change} isDisabled={locked} />
      <div className={s.twoColumns}>
        <Select
          label={t.type}
          name="ambientType"
          isRequired
          selectedKey={values.ambientType}
          onSelectionChange={(k) => change({ ambientType: String(k) })}
          isDisabled={locked}
        >
          {SPACE_TYPES.map((st) => (
            <SelectItem key={st.key} id={st.key}>
              {st.label}
            </SelectItem>
          ))}
        </Select>
        {/* Minimum 1, no upper bound but the storage guard (clamped on blur, never an English message). */}
        <NumberField
          label={t.ambient.capacity}
          name="capacity"
          isRequired
          minValue={1}
          maxValue={AMBIENT_CAPACITY_GUARD}
          value={values.capacity}
          onChange={(capacity) => change({ capacity })}
          isDisabled={locked}
        />
      </div>
      <div className={s.twoColumns}>
        <TextField
          label={t.ambient.rentPrice}
          name="rentPriceCents"
          inputMode="decimal"
          isRequired
          value={values.rentPrice}
          onChange={(rentPrice) => change({ rentPrice }, ['rentPriceCents'])}
          // Shown back with 2 decimals once typed: '12,5' reads '12,50', and what is not a number '0,00'.
          onBlur={() =>
            values.rentPrice.trim() && change({ rentPrice: formatPrice(parsePriceCents(values.rentPrice)) })
          }
          isDisabled={locked}
        />
        <Select
          label={t.ambient.rentDuration}
          name="rentDuration"
          isRequired
          selectedKey={values.rentDuration}
          onSelectionChange={(k) => change({ rentDuration: String(k) })}
          isDisabled={locked}
        >
          {RENT_DURATIONS.map((d) => (
            <SelectItem key={d.key} id={d.key}>
              {d.label}
            </SelectItem>
          ))}
        </Select>
      </div>
      {/* On: the rent is 0, included in the service; a price above 0 turns it off by itself. */}
      <Switch
        isSelected={isIncluded(values)}
        onChange={(on) => change({ rentPrice: on ? formatPrice(0) : '' }, ['rentPriceCents'])}
        isDisabled={locked}
      >
        {t.ambient.included}
      </Switch>
      <ItemTexts values={values} change={change} isDisabled={locked} />
    </ItemEditor>
  );
}
