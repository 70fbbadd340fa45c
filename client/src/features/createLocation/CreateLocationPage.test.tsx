import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authDialogStore, closeAuthDialog } from '../../state/authDialog';
import { clearCreateLocationDraft, createLocationDraftStore } from '../../state/createLocationDraft';
import { clearSession, signIn } from '../../state/session';
import { activityTypes, atStep, cities, renderPage } from './testing';

describe('CreateLocationPage', () => {
  beforeEach(() => {
    clearCreateLocationDraft();
    closeAuthDialog();
    clearSession();
    signIn('token', 'GUEST');
  });

  it('signed out: opens the host login dialog and shows the intro', async () => {
    clearSession();
    atStep(3);
    renderPage();
    expect(authDialogStore.get()).toMatchObject({ type: 'login', role: 'HOST' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Aggiungi la tua location e preparati a fare festa!' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Inizia ora' })).toBeInTheDocument();
    // The early-adopter programme is open: its last free day and the reduced price are the offer.
    expect(
      screen.getByText(
        'Offerta Early Adopter: registra ora la tua location, è gratis fino al 31/03/2027; dal giorno dopo paghi il piano annuale 203,00 €/anno IVA inclusa (prezzo ridotto, −30%).',
      ),
    ).toBeInTheDocument();
  });

  it("'Inizia ora' goes to step 1, makes the draft's key and moves focus to the heading", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Inizia ora' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Che tipo di location hai?' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1');
    expect(createLocationDraftStore.get().idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('choosing a location type clears the chosen activity types; they are sorted', async () => {
    atStep(1);
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Horeca' }));
    const group = screen.getByRole('group', { name: 'Tipi di attività' });
    const boxes = await within(group).findAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Bar', 'Ristorante']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Bar' }));
    expect(createLocationDraftStore.get().values.activityTypes).toEqual([1]);
    await userEvent.click(screen.getByRole('radio', { name: 'Privata' }));
    expect(createLocationDraftStore.get().values).toMatchObject({ type: 'PRIVATE', activityTypes: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'Horeca' }));
    expect(screen.getByRole('checkbox', { name: 'Bar' })).not.toBeChecked();
  });

  it('picking a city fills province and CAP (read-only)', async () => {
    atStep(2);
    renderPage([activityTypes, cities]);
    await userEvent.type(screen.getByRole('combobox', { name: 'Città' }), 'Mila');
    await userEvent.click(await screen.findByRole('option', { name: 'Milano (MI)' }, { timeout: 3000 }));
    expect(screen.getByRole('textbox', { name: 'Provincia' })).toHaveValue('Milano');
    expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveValue('20121');
    expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveAttribute('readonly');
    expect(createLocationDraftStore.get().values).toMatchObject({ cityId: 15146, city: 'Milano' });
  });

  it('the draft (values and step) survives a remount', async () => {
    atStep(2);
    const first = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /Indirizzo/ }), 'Via Roma 1');
    first.unmount();
    const stored = JSON.parse(localStorage.getItem('festalocation.createLocationDraft') ?? '{}') as {
      step: number;
      values: { address: string };
    };
    expect(stored).toMatchObject({ step: 2, values: { address: 'Via Roma 1' } });
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dove si trova la tua location?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Indirizzo/ })).toHaveValue('Via Roma 1');
  });

  it("back from step 1 asks first: 'Continua registratione' stays, 'Sì, voglio annullare' clears and goes home", async () => {
    atStep(1, { type: 'HORECA' });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Attenzione! Sei sicuro di voler annullare?',
    });
    expect(
      within(dialog).getByText(
        'Tornando indietro perderai i dati inseriti finora. Completa la registrazione per salvare le tue informazioni.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continua registratione' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(createLocationDraftStore.get().step).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sì, voglio annullare' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(createLocationDraftStore.get()).toMatchObject({ step: 0, idempotencyKey: null });
  });
});
