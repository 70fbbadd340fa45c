import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { it } from '../../i18n/it';
import { Button, ConfirmDialog } from '../../ui';

/** The trash button of an ambient or service form, behind 'Sei sicuro di voler eliminare...'. */
export function DeleteItem({
  label,
  title,
  isDisabled,
  onConfirm,
}: {
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
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={title}
        confirmLabel={it.listing.deleteConfirm}
        cancelLabel={it.listing.deleteCancel}
        variant="danger"
        onConfirm={onConfirm}
      />
    </>
  );
}
