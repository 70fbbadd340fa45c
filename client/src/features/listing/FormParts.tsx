import type { ReactNode } from 'react';
import { LISTING_TEXT_MAX } from '@festa/domain/messages';
import { it } from '../../i18n/it';
import { AlertDialog, Button, TextAreaField, TextField } from '../../ui';
import { ImageSetField } from '../images/ImageSetField';
import { toImageItems, uploadPending, type ImageItem } from '../images/imageSet';
import * as s from './Listing.css';

const t = it.listing;

interface TextsValues {
  description: string;
  note: string;
  images: ImageItem[];
}

/**
 * The tail every listing form shares (general settings, ambient, service): 'Descrizione', 'Dettagli' and the
 * images. `children` go between the note and the images (the service's allergens).
 */
export function ItemTexts({
  values,
  change,
  isDisabled,
  children,
}: {
  values: TextsValues;
  change: (patch: Partial<TextsValues>) => void;
  isDisabled: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {(['description', 'note'] as const).map((f) => (
        <ListingTextArea
          key={f}
          label={t[f]}
          name={f}
          value={values[f]}
          onChange={(text) => change({ [f]: text })}
          isDisabled={isDisabled}
        />
      ))}
      {children}
      <ImageSetField
        label={t.images}
        value={values.images}
        onChange={(images) => change({ images })}
        isDisabled={isDisabled}
      />
    </>
  );
}

/** The listing's or the item's 'Nome', required in every form. */
export function NameField({
  value,
  change,
  isDisabled,
}: {
  value: string;
  change: (patch: { name: string }) => void;
  isDisabled: boolean;
}) {
  return (
    <TextField
      label={t.name}
      name="name"
      isRequired
      value={value}
      onChange={(name) => change({ name })}
      isDisabled={isDisabled}
    />
  );
}

/** A listing's free text: the same length cap, shown as a counter, in every form. */
export function ListingTextArea(props: {
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  isDisabled: boolean;
}) {
  return <TextAreaField {...props} maxLength={LISTING_TEXT_MAX} showCounter />;
}

/** 'Reimposta' and 'Salva' under a listing form, and the 'Errore' dialog its save opens. */
export function FormActions({
  onReset,
  saving,
  isDisabled,
  alert,
  setAlert,
}: {
  onReset: () => void;
  saving: boolean;
  isDisabled: boolean;
  alert: string | null;
  setAlert: (alert: null) => void;
}) {
  return (
    <>
      <div className={s.actions}>
        <Button variant="secondary" onPress={onReset} isDisabled={isDisabled}>
          {t.reset}
        </Button>
        <Button type="submit" variant="primary" isPending={saving} isDisabled={isDisabled}>
          {t.save}
        </Button>
      </div>
      <AlertDialog message={alert} onClose={() => setAlert(null)} title={t.errorTitle} closeLabel={t.ok} />
    </>
  );
}

/**
 * The save's upload step: the local images go up, and the form then holds their addresses, so a save that
 * fails and is tried again sends the same files, not new copies. Null when the upload failed (the dialog
 * already says why).
 */
export async function uploadOnce(
  images: readonly ImageItem[],
  setAlert: (message: string) => void,
  change: (patch: { images: ImageItem[] }) => void,
): Promise<string[] | null> {
  let imageUrls: string[];
  try {
    imageUrls = await uploadPending(images);
  } catch (cause) {
    setAlert(cause instanceof Error ? cause.message : it.images.uploadError);
    return null;
  }
  change({ images: toImageItems(imageUrls) });
  return imageUrls;
}
