import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { SlideInPanel } from '../SlideInPanel/SlideInPanel';
import { Dialog } from './Dialog';
import { Modal } from './Modal';

/** A page whose button opens a dialog and, with `replaceOpener`, disappears once the dialog is sent. */
function Page({ replaceOpener = false, returnFocusTo }: { replaceOpener?: boolean; returnFocusTo?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <main>
      <h1>Villa Rosa</h1>
      <h2 id="quote-box">Richiedi un preventivo</h2>
      {!(replaceOpener && sent) && <Button onPress={() => setOpen(true)}>Invia richiesta</Button>}
      <Modal isOpen={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo}>
        <Dialog title="Richiesta inviata">
          {({ close }) => (
            <Button
              onPress={() => {
                setSent(true);
                close();
              }}
            >
              OK
            </Button>
          )}
        </Dialog>
      </Modal>
    </main>
  );
}

/** Lets the history traversals a closed dialog queued (jsdom runs them a task later) happen. */
const settled = () => new Promise((r) => setTimeout(r, 50));
const popped = () => new Promise<void>((r) => window.addEventListener('popstate', () => r(), { once: true }));

// After Testing Library's own clean-up has closed what a test left open.
afterEach(async () => {
  cleanup();
  await settled();
});

describe('modal dialogs: focus on closing', () => {
  it('goes back to the control that opened the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invia richiesta' })).toHaveFocus());
  });

  it('goes to `returnFocusTo` when the opener is gone, else to the page heading', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page replaceOpener returnFocusTo="quote-box" />);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Richiedi un preventivo' })).toHaveFocus(),
    );
    unmount();

    render(<Page replaceOpener />);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Villa Rosa' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('every modal surface is aria-modal', async () => {
    const surfaces = [
      <Modal isOpen key="m">
        <Dialog title="Uno">x</Dialog>
      </Modal>,
      <SlideInPanel isOpen key="s">
        <Dialog title="Due">x</Dialog>
      </SlideInPanel>,
      <ConfirmDialog isOpen title="Tre" onConfirm={() => {}} key="c" />,
    ];
    for (const surface of surfaces) {
      const { unmount } = render(surface);
      await waitFor(() =>
        expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toHaveAttribute(
          'aria-modal',
          'true',
        ),
      );
      unmount();
    }
  });
});

describe('modal dialogs: history entry', () => {
  beforeEach(() => window.history.replaceState({ key: 'page', idx: 0 }, '', '/location/villa-rosa'));

  it('Back closes the open dialog and stays on the page; its own button leaves no entry behind', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    // A new entry for the same page: the router's fields copied, the dialog's mark added.
    await waitFor(() => expect(window.history.state).toHaveProperty(['festalocation.dialogs']));
    expect(window.history.state).toMatchObject({ key: 'page', idx: 0 });
    const back = popped();
    act(() => window.history.back());
    await back;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/location/villa-rosa');
    expect(window.history.state).toEqual({ key: 'page', idx: 0 });

    // Forward onto the dialog's old entry does not reopen it.
    const forward = popped();
    act(() => window.history.forward());
    await forward;
    expect(screen.queryByRole('dialog')).toBeNull();
    const again = popped();
    act(() => window.history.back());
    await again;

    // Opened again and closed by its own button: the entry is taken back off.
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(window.history.state).toHaveProperty(['festalocation.dialogs']));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Its own landing is heard by nobody (the page did not change): wait for the entry instead.
    await waitFor(() => expect(window.history.state).toEqual({ key: 'page', idx: 0 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dialog that is itself a route pushes nothing', async () => {
    render(
      <Modal isOpen historyEntry={false}>
        <Dialog title="Sala grande">x</Dialog>
      </Modal>,
    );
    await settled();
    expect(window.history.state).toEqual({ key: 'page', idx: 0 });
  });
});
