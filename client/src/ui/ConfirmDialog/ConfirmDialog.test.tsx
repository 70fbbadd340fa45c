import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('enables confirm only after the safe word is typed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Eliminare la location?"
        body="L'operazione è irreversibile."
        confirmLabel="Elimina"
        safeConfirmWord="ELIMINA"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminare la location?' });
    expect(dialog).toHaveTextContent("L'operazione è irreversibile.");
    const confirm = screen.getByRole('button', { name: 'Elimina' });
    expect(confirm).toBeDisabled();

    const input = screen.getByRole('textbox', { name: 'Scrivi ELIMINA per confermare' });
    await user.type(input, 'elimina');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'ELIMINA');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels without confirming and has no close (X) button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <DialogTrigger>
        <Button>Elimina ambiente</Button>
        <ConfirmDialog title="Sei sicuro?" onConfirm={onConfirm} onCancel={onCancel} cancelLabel="No" />
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Elimina ambiente' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with a pending button until the async confirm resolves', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    function Harness() {
      const [open, setOpen] = useState(true);
      return <ConfirmDialog isOpen={open} onOpenChange={setOpen} title="Inviare?" onConfirm={onConfirm} />;
    }
    render(<Harness />);
    const confirm = screen.getByRole('button', { name: 'Conferma' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('data-busy', 'true');
    expect(confirm).toHaveAccessibleName('Conferma');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
