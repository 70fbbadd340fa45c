import { useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { AvailabilityPanel } from '../availability/AvailabilityPanel';
import { CalendarFeed } from '../availability/CalendarFeed';
import { runMutation } from '../../lib/mutationErrors';
import { Form, Select, SelectItem, TextField, toastQueue } from '../../ui';
import { DeleteItem } from './DeleteItem';
import { EditingNotice } from './EditingNotice';
import { FormActions, ItemTexts, NameField, ListingTextArea, uploadOnce } from './FormParts';
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
  const { values, change, reset, check, run, validationErrors, alert, setAlert } = useItemForm(
    initial,
    FIELDS,
    t.service.saveError,
  );
  const types = useQuery(ListingServiceTypesDocument).data?.serviceTypes ?? [];
  const [upsert, { loading: saving }] = useMutation(UpsertServiceDocument, AFTER_SAVE);
  const [remove] = useMutation(DeleteServiceDocument, AFTER_SAVE);
  const navigate = useNavigate();
  const locked = !location.canEdit;

  const submit = async () => {
    const draft = toServiceInput(location.id, service?.id ?? null, values);
    if (locked || !check(validateService(draft))) return;
    const imageUrls = await uploadOnce(values.images, setAlert, change);
    if (!imageUrls) return;
    const input = { ...draft, imageUrls };
    const saved = await run(() => upsert({ variables: { input } }));
    if (!saved) return;
    toastQueue.success(service ? t.service.updated : t.service.created);
    const id = saved.data.data?.upsertService.id;
    if (!service && id) navigate(`/dashboard/services/${id}`, { replace: true });
  };

  const destroy = async () => {
    if (!service) return;
    const done = await runMutation(() => remove({ variables: { id: service.id } }), {
      onMessage: () => setAlert(t.service.deleteError),
    });
    if (!done) return;
    toastQueue.success(t.service.deleted);
    navigate('/dashboard/services', { replace: true });
  };

  const included = values.ambientIncluded === null ? null : values.ambientIncluded ? 'yes' : 'no';
  return (
    <>
      <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
        <div className={s.titleRow}>
          <h1 className={s.title}>{service ? service.name : t.service.newTitle}</h1>
          {service && (
            <DeleteItem
              target="SERVICE"
              id={service.id}
              label={t.service.delete}
              title={t.service.deleteTitle}
              isDisabled={locked}
              onConfirm={destroy}
            />
          )}
        </div>
        <EditingNotice location={location} />
        <div className={s.fields}>
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
        </div>
        <FormActions onReset={reset} saving={saving} isDisabled={locked} alert={alert} setAlert={setAlert} />
      </Form>
      {/* 'Disponibilità' of a saved service: outside the form, it saves on its own. The private calendar
          address covers every ambient and service of the location. */}
      {service && (
        <>
          <AvailabilityPanel
            locationId={location.id}
            target={{ kind: 'SERVICE', id: service.id }}
            isDisabled={locked}
          />
          <CalendarFeed locationId={location.id} />
        </>
      )}
    </>
  );
}
