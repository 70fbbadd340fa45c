import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AvailabilityPanel } from '../availability/AvailabilityPanel';
import { CalendarFeed } from '../availability/CalendarFeed';
import { CalendarImports } from '../availability/CalendarImports';
import type { ImageItem } from '../images/imageSet';
import { runMutation, type FieldErrors } from '../../lib/mutationErrors';
import { Form, toastQueue } from '../../ui';
import { DeleteItem } from './DeleteItem';
import { EditingNotice } from './EditingNotice';
import { FormActions, uploadOnce } from './FormParts';
import type { HostListingFieldsFragment } from './listing.generated';
import type { ItemForm } from './useItemForm';
import * as s from './Listing.css';

/** The texts an item's editor shows around its own fields (it.listing.ambient, it.listing.service). */
export interface ItemEditorCopy {
  newTitle: string;
  created: string;
  updated: string;
  deleted: string;
  deleteError: string;
  delete: string;
  deleteTitle: string;
}

const SECTION = { AMBIENT: '/dashboard/ambients', SERVICE: '/dashboard/services' } as const;

/**
 * The frame an ambient and a service are edited in, the same for both: title and trash button, the editing
 * notice, the save (upload first, then the mutation), the deletion, and below the form the item's
 * availability. The caller gives only its own fields and how its input is built, checked and sent.
 */
export function ItemEditor<V extends { images: ImageItem[] }, D extends object>({
  kind,
  location,
  item,
  copy,
  form,
  saving,
  draft,
  validate,
  save,
  remove,
  children,
}: {
  kind: 'AMBIENT' | 'SERVICE';
  location: HostListingFieldsFragment;
  /** Absent to create one. */
  item: { id: string; name: string } | null;
  copy: ItemEditorCopy;
  form: ItemForm<V>;
  saving: boolean;
  /** The input the current values make, before the local images are uploaded. */
  draft: D;
  validate: (draft: D) => FieldErrors<string>;
  /** Sends the input; resolves to the saved item's id. */
  save: (input: D & { imageUrls: string[] }) => Promise<string | undefined>;
  remove: (id: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const { values, change, reset, check, run, validationErrors, alert, setAlert } = form;
  const navigate = useNavigate();
  const locked = !location.canEdit;
  const section = SECTION[kind];

  const submit = async () => {
    if (locked || !check(validate(draft))) return;
    const imageUrls = await uploadOnce(values.images, setAlert, (patch) => change(patch as Partial<V>));
    if (!imageUrls) return;
    const saved = await run(() => save({ ...draft, imageUrls }));
    if (!saved) return;
    toastQueue.success(item ? copy.updated : copy.created);
    if (!item && saved.data) navigate(`${section}/${saved.data}`, { replace: true });
  };

  const destroy = async () => {
    if (!item) return;
    const done = await runMutation(() => remove(item.id), { onMessage: () => setAlert(copy.deleteError) });
    if (!done) return;
    toastQueue.success(copy.deleted);
    // The section without an id opens the first item left, or 'add'.
    navigate(section, { replace: true });
  };

  return (
    <>
      <Form className={s.form} onSubmit={submit} validationErrors={validationErrors}>
        <div className={s.titleRow}>
          <h1 className={s.title}>{item ? item.name : copy.newTitle}</h1>
          {item && (
            <DeleteItem
              target={kind}
              id={item.id}
              label={copy.delete}
              title={copy.deleteTitle}
              isDisabled={locked}
              onConfirm={destroy}
            />
          )}
        </div>
        <EditingNotice location={location} />
        <div className={s.fields}>{children}</div>
        <FormActions onReset={reset} saving={saving} isDisabled={locked} alert={alert} setAlert={setAlert} />
      </Form>
      {/* 'Disponibilità' of a saved item: outside the form, it saves on its own. The private calendar
          address covers every ambient and service of the location. */}
      {item && (
        <>
          <AvailabilityPanel locationId={location.id} target={{ kind, id: item.id }} isDisabled={locked} />
          <CalendarImports locationId={location.id} target={{ kind, id: item.id }} isDisabled={locked} />
          <CalendarFeed locationId={location.id} />
        </>
      )}
    </>
  );
}
