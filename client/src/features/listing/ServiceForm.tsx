import { useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { Select, SelectItem, TextField } from '../../ui';
import { ItemTexts, NameField, ListingTextArea } from './FormParts';
import { ItemEditor } from './ItemEditor';
import {
  EMPTY_SERVICE,
  formatPrice,
  fromService,
  parsePriceCents,
  toServiceInput,
  validateService,
} from './itemForms';
import {
  DeleteServiceDocument,
  ListingServiceTypesDocument,
  UpsertServiceDocument,
  type HostListingFieldsFragment,
  type ListingServiceFieldsFragment,
} from './listing.generated';
import { AFTER_SAVE } from './useHostListing';
import { useItemForm } from './useItemForm';
import * as s from './Listing.css';

const t = hostIt.listing;
const FIELDS = [
  'serviceTypeId',
  'name',
  'pricePerPersonCents',
  'ambientIncluded',
  'description',
  'note',
  'allergens',
];

/** `/dashboard/services/{id}` or `/dashboard/services/add`: one service, created, changed or deleted. */
export function ServiceForm({
  location,
  service,
}: {
  location: HostListingFieldsFragment;
  /** Absent to create one. */
  service: ListingServiceFieldsFragment | null;
}) {
  const initial = useMemo(() => (service ? fromService(service) : EMPTY_SERVICE), [service]);
  const form = useItemForm(initial, FIELDS, t.service.saveError);
  const { values, change } = form;
  const types = useQuery(ListingServiceTypesDocument).data?.serviceTypes ?? [];
  const [upsert, { loading: saving }] = useMutation(UpsertServiceDocument, AFTER_SAVE);
  const [remove] = useMutation(DeleteServiceDocument, AFTER_SAVE);
  const locked = !location.canEdit;
  const included = values.ambientIncluded === null ? null : values.ambientIncluded ? 'yes' : 'no';

  return (
    <ItemEditor
      kind="SERVICE"
      location={location}
      item={service}
      copy={t.service}
      form={form}
      saving={saving}
      draft={toServiceInput(location.id, service?.id ?? null, values)}
      validate={validateService}
      save={async (input) => (await upsert({ variables: { input } })).data?.upsertService.id}
      remove={(id) => remove({ variables: { id } })}
    >
      <Select
        label={t.type}
        name="serviceTypeId"
        isRequired
        selectedKey={values.serviceTypeId}
        onSelectionChange={(k) => change({ serviceTypeId: Number(k) })}
        isDisabled={locked}
      >
        {types.map((st) => (
          <SelectItem key={st.id} id={st.id}>
            {st.name}
          </SelectItem>
        ))}
      </Select>
      <NameField value={values.name} change={change} isDisabled={locked} />
      <div className={s.twoColumns}>
        <TextField
          label={t.service.pricePerPerson}
          name="pricePerPersonCents"
          inputMode="decimal"
          isRequired
          value={values.pricePerPerson}
          onChange={(pricePerPerson) => change({ pricePerPerson }, ['pricePerPersonCents'])}
          // Shown back with 2 decimals once typed, as it is saved.
          onBlur={() =>
            values.pricePerPerson.trim() &&
            change({ pricePerPerson: formatPrice(parsePriceCents(values.pricePerPerson)) })
          }
          isDisabled={locked}
        />
        <Select
          label={t.service.ambientIncluded}
          name="ambientIncluded"
          isRequired
          selectedKey={included}
          onSelectionChange={(k) => change({ ambientIncluded: k === 'yes' })}
          isDisabled={locked}
        >
          <SelectItem id="yes">{t.service.yes}</SelectItem>
          <SelectItem id="no">{t.service.no}</SelectItem>
        </Select>
      </div>
      <ItemTexts values={values} change={change} isDisabled={locked}>
        <ListingTextArea
          label={t.service.allergens}
          name="allergens"
          value={values.allergens}
          onChange={(allergens) => change({ allergens })}
          isDisabled={locked}
        />
      </ItemTexts>
    </ItemEditor>
  );
}
