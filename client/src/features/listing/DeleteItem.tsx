import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { Button } from '../../ui';
import { ConfirmDeletion } from './ConfirmDeletion';

/**
 * The trash button of an ambient or service form, behind 'Sei sicuro di voler eliminare...' and the
 * accepted bookings the deletion would cancel.
 */
export function DeleteItem({
  target,
  id,
  label,
  title,
  isDisabled,
  onConfirm,
}: {
  target: 'AMBIENT' | 'SERVICE';
  id: string;
  label: string;
  title: string;
  isDisabled: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        iconOnly
        aria-label={label}
        isDisabled={isDisabled}
        onPress={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" size={20} />
      </Button>
      <ConfirmDeletion
        target={target}
        id={id}
        isOpen={open}
        onOpenChange={setOpen}
        title={title}
        confirmLabel={hostIt.listing.deleteConfirm}
        cancelLabel={hostIt.listing.deleteCancel}
        variant="danger"
        onConfirm={onConfirm}
      />
    </>
  );
}
