import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { SlideInPanel } from '../SlideInPanel/SlideInPanel';
import { Dialog, DialogTrigger } from './Dialog';
import { Modal } from './Modal';

describe('Dialog + Modal', () => {
  it('opens from a trigger, is named by its title and closes with "Chiudi"', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Accedi</Button>
        <Modal>
          <Dialog title="Accedi a FestaLocation">Contenuto</Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    const dialog = screen.getByRole('dialog', { name: 'Accedi a FestaLocation' });
    expect(dialog).toHaveTextContent('Contenuto');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape when dismissable', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <Modal isOpen={open} onOpenChange={setOpen}>
          <Dialog title="Filtri">...</Dialog>
        </Modal>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('non-dismissable: no close button and Escape does not close', async () => {
    const user = userEvent.setup();
    render(
      <Modal isOpen isDismissable={false}>
        <Dialog title="Completa la registrazione">
          {({ close }) => <Button onPress={close}>Continua</Button>}
        </Dialog>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Completa la registrazione' })).toBeInTheDocument();
  });

  it('SlideInPanel renders a dialog with a close button', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <SlideInPanel isOpen={open} onOpenChange={setOpen}>
          <Dialog title="Richiesta preventivo">Form</Dialog>
        </SlideInPanel>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Richiesta preventivo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
