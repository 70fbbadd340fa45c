import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { DAYS, EVENT_TYPES } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import { useFormErrors } from '../../lib/useFormErrors';
import { recordingMask } from '../../state/recordingMask';
import { Form, Select, SelectItem, Skeleton, toastQueue, useIsDesktop } from '../../ui';
import { ChoiceChips } from './ChoiceChips';
import { EditingNotice } from './EditingNotice';
import { FormActions, ItemTexts, NameField, uploadOnce } from './FormParts';
import { listingAlert } from './itemForms';
import {
  fromGeneral,
  GENERAL_FIELDS,
  rangeFields,
  TIMING_MODES,
  timingModePatch,
  toGeneralInput,
  validateGeneral,
  type GeneralField,
  type GeneralValues,
  type TimingMode,
} from './generalForm';
import {
  ListingTagsDocument,
  UpdateLocationGeneralDocument,
  type HostListingFieldsFragment,
} from './listing.generated';
import { TimeRangesField } from './TimeRangesField';
import { AFTER_SAVE, useHostListing } from './useHostListing';
import * as s from './Listing.css';

const t = it.listing;
const DAY_OPTIONS = DAYS.map((d) => ({ key: d.key as string, label: d.label }));
const EVENT_OPTIONS = EVENT_TYPES.map((e) => ({ key: e.key as string, label: e.label }));

/** `/dashboard/general`: 'Impostazioni generali', live at once (no approval, unlike the essential data). */
export function GeneralSettings({ locationId }: { locationId: string }) {
  const { listing, loading } = useHostListing(locationId);
  const tags = useQuery(ListingTagsDocument).data?.tags ?? [];
  const desktop = useIsDesktop();
  if (!listing) {
    if (loading) return <Skeleton variant="text" lines={8} />;
    // A location that fails to load (gone, or not the caller's): as the essential settings do.
    return <Navigate to={desktop ? '/profile/locations' : '/dashboard'} replace />;
  }
  return <GeneralForm key={listing.id} location={listing} tags={tags} />;
}

export function GeneralForm({
  location,
  tags,
}: {
  location: HostListingFieldsFragment;
  tags: readonly { id: number; name: string }[];
}) {
  const initial = fromGeneral(location.general);
  const [values, setValues] = useState<GeneralValues>(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const { errors, setErrors, dropErrors, check, run, validationErrors } = useFormErrors<GeneralField>({
    // The server names a range's time as the form does (`timeRanges.0.endTime`): it goes under that field.
    fields: [...GENERAL_FIELDS, ...values.timeRanges.flatMap((_, i) => rangeFields(i))],
    onMessage: (error) => setAlert(listingAlert(error, t.general.saveError)),
  });
  const [save, { loading: saving }] = useMutation(UpdateLocationGeneralDocument, AFTER_SAVE);
  const locked = !location.canEdit;

  // A refetch (after a save, or another tab's) starts the form from what the server holds.
  useEffect(() => setValues(initial), [location.general]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (patch: Partial<GeneralValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    dropErrors(Object.keys(patch));
  };

  const submit = async () => {
    if (locked || !check(validateGeneral(values))) return;
    const imageUrls = await uploadOnce(values.images, setAlert, change);
    if (!imageUrls) return;
    const input = toGeneralInput(location.id, values, imageUrls);
    const saved = await run(() => save({ variables: { input } }));
    if (saved) toastQueue.success(t.general.saved);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return (
    <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
      <h1 className={s.title}>{t.general.title}</h1>
      <EditingNotice location={location} />
      <div className={s.fields}>
        <div {...recordingMask(location.subscriptionType)}>
          <NameField value={values.name} change={change} isDisabled={locked} />
        </div>
        <ItemTexts values={values} change={change} isDisabled={locked} />
        {tags.length > 0 && (
          <ChoiceChips
            label={t.general.tags}
            options={tags.map((tag) => ({ key: tag.id, label: tag.name }))}
            selected={values.tagIds}
            onChange={(tagIds) => change({ tagIds })}
            isDisabled={locked}
          />
        )}
        <ChoiceChips
          label={t.general.eventTypes}
          options={EVENT_OPTIONS}
          selected={values.eventTypes}
          onChange={(eventTypes) => change({ eventTypes })}
          isDisabled={locked}
        />
        <ChoiceChips
          label={t.general.openingDays}
          options={DAY_OPTIONS}
          selected={values.openingDays}
          onChange={(openingDays) => change({ openingDays })}
          isDisabled={locked}
        />
        <Select
          label={t.general.timingMode}
          name="timingMode"
          isRequired
          selectedKey={values.timingMode}
          onSelectionChange={(k) => change(timingModePatch(k as TimingMode, values.timeRanges))}
          isDisabled={locked}
        >
          {TIMING_MODES.map((mode) => (
            <SelectItem key={mode} id={mode}>
              {t.general.timingModes[mode]}
            </SelectItem>
          ))}
        </Select>
        {values.timingMode === 'TIME_RANGE' && (
          <TimeRangesField
            ranges={values.timeRanges}
            errors={errors}
            onChange={(timeRanges) => change({ timeRanges })}
            isDisabled={locked}
          />
        )}
      </div>
      <FormActions onReset={reset} saving={saving} isDisabled={locked} alert={alert} setAlert={setAlert} />
    </Form>
  );
}
