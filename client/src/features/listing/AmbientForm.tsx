import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { RENT_DURATIONS, SPACE_TYPES } from '@festa/domain/enums';
import { AMBIENT_CAPACITY_GUARD } from '@festa/domain/schemas/listing';
import { it } from '../../i18n/it';
import { AvailabilityPanel } from '../availability/AvailabilityPanel';
import { CalendarFeed } from '../availability/CalendarFeed';
import { runMutation } from '../../lib/mutationErrors';
import { Form, NumberField, Select, SelectItem, Switch, TextField, toastQueue } from '../../ui';
import { DeleteItem } from './DeleteItem';
import { EditingNotice } from './EditingNotice';
import { FormActions, ItemTexts, NameField, uploadOnce } from './FormParts';
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

const t = it.listing;
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
  const { values, change, reset, check, run, validationErrors, alert, setAlert } = useItemForm(
    initial,
    FIELDS,
    t.ambient.saveError,
  );
  const [upsert, { loading: saving }] = useMutation(UpsertAmbientDocument, AFTER_SAVE);
  const [remove] = useMutation(DeleteAmbientDocument, AFTER_SAVE);
  const navigate = useNavigate();
  const locked = !location.canEdit;
  const included = isIncluded(values);

  const submit = async () => {
    const draft = toAmbientInput(location.id, ambient?.id ?? null, values);
    if (locked || !check(validateAmbient(draft))) return;
    const imageUrls = await uploadOnce(values.images, setAlert, change);
    if (!imageUrls) return;
    const input = { ...draft, imageUrls };
    const saved = await run(() => upsert({ variables: { input } }));
    if (!saved) return;
    toastQueue.success(ambient ? t.ambient.updated : t.ambient.created);
    const id = saved.data.data?.upsertAmbient.id;
    if (!ambient && id) navigate(`/dashboard/ambients/${id}`, { replace: true });
  };

  const destroy = async () => {
    if (!ambient) return;
    const done = await runMutation(() => remove({ variables: { id: ambient.id } }), {
      onMessage: () => setAlert(t.ambient.deleteError),
    });
    if (!done) return;
    toastQueue.success(t.ambient.deleted);
    // The section without an id opens the first ambient left, or 'add'.
    navigate('/dashboard/ambients', { replace: true });
  };

  return (
    <>
      <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
        <div className={s.titleRow}>
          <h1 className={s.title}>{ambient ? ambient.name : t.ambient.newTitle}</h1>
          {ambient && (
            <DeleteItem
              target="AMBIENT"
              id={ambient.id}
              label={t.ambient.delete}
              title={t.ambient.deleteTitle}
              isDisabled={locked}
              onConfirm={destroy}
            />
          )}
        </div>
        <EditingNotice location={location} />
        <div className={s.fields}>
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
                values.rentPrice.trim() &&
                change({ rentPrice: formatPrice(parsePriceCents(values.rentPrice)) })
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
            isSelected={included}
            onChange={(on) => change({ rentPrice: on ? formatPrice(0) : '' }, ['rentPriceCents'])}
            isDisabled={locked}
          >
            {t.ambient.included}
          </Switch>
          <ItemTexts values={values} change={change} isDisabled={locked} />
        </div>
        <FormActions onReset={reset} saving={saving} isDisabled={locked} alert={alert} setAlert={setAlert} />
      </Form>
      {/* 'Disponibilità' of a saved ambient: outside the form, it saves on its own. The private calendar
          address covers every ambient and service of the location. */}
      {ambient && (
        <>
          <AvailabilityPanel
            locationId={location.id}
            target={{ kind: 'AMBIENT', id: ambient.id }}
            isDisabled={locked}
          />
          <CalendarFeed locationId={location.id} />
        </>
      )}
    </>
  );
}
