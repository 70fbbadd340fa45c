import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeAuthDialog } from '../../state/authDialog';
import { clearCreateLocationDraft, createLocationDraftStore } from '../../state/createLocationDraft';
import { clearSession, signIn } from '../../state/session';
import { atStep, renderPage, validValues } from './testing';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
const send = () => userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
const shown = (text: string) => screen.queryAllByText(text).length;

describe('CreateLocationPage validation', () => {
  beforeEach(() => {
    clearCreateLocationDraft();
    closeAuthDialog();
    clearSession();
    signIn('token', 'GUEST');
  });

  it('step 1 holds until a type and an activity are chosen', async () => {
    atStep(1);
    renderPage();
    await next();
    expect(shown('Seleziona il tipo di location')).toBe(1);
    expect(shown('Seleziona i tipi di attività')).toBe(1);
    expect(createLocationDraftStore.get().step).toBe(1);
  });

  it('step 2 names every missing place field', async () => {
    atStep(2, { type: 'HORECA', activityTypes: [1] });
    renderPage();
    await next();
    for (const m of [
      "L'indirizzo è obbligatorio",
      'La città è obbligatoria',
      'La provincia è obbligatoria',
      'Il CAP è obbligatorio',
    ])
      expect(shown(m), m).toBe(1);
    expect(createLocationDraftStore.get().step).toBe(2);
  });

  it('step 3 needs a type and a capacity; step 4 an event', async () => {
    atStep(3, { ...validValues, ambientType: null, ambientCapacity: null });
    renderPage();
    await next();
    expect(shown('La tipologia è obbligatoria')).toBe(1);
    expect(shown('La capacità è obbligatoria')).toBe(1);
    atStep(4, { ...validValues, eventTypes: [] });
    await next();
    expect(shown('Devi selezionare almeno un evento')).toBe(1);
  });

  it('step 5 applies the required fields and the tax rules of the type', async () => {
    atStep(5, { ...validValues, name: '', phoneNumber: '', vatNumber: '', pec: '' });
    renderPage();
    await send();
    expect(shown('Il nome è obbligatorio')).toBe(1);
    expect(shown('Il numero di telefono è obbligatorio')).toBe(1);
    expect(shown('La partita IVA è obbligatoria')).toBe(1);
  });

  it('validates on submit, then on change after a failure, then on submit again on the next step', async () => {
    atStep(3, { ...validValues, ambientType: null });
    renderPage();
    // On submit: choosing and nothing else shows nothing yet.
    expect(shown('La tipologia è obbligatoria')).toBe(0);
    await next();
    expect(shown('La tipologia è obbligatoria')).toBe(1);
    // On change: the fix clears the error at once.
    await userEvent.click(screen.getByRole('radio', { name: 'Chiuso' }));
    expect(shown('La tipologia è obbligatoria')).toBe(0);
    await next();
    expect(screen.getByRole('heading', { level: 1, name: 'Quali eventi puoi ospitare?' })).toHaveFocus();
    // Back on submit: emptying the choice shows nothing until 'Avanti'.
    await userEvent.click(screen.getByRole('row', { name: 'Matrimonio' }));
    expect(createLocationDraftStore.get().values.eventTypes).toEqual([]);
    expect(shown('Devi selezionare almeno un evento')).toBe(0);
    await next();
    expect(shown('Devi selezionare almeno un evento')).toBe(1);
    await userEvent.click(screen.getByRole('row', { name: 'Laurea' }));
    expect(shown('Devi selezionare almeno un evento')).toBe(0);
  });

  it('step 5 asks who is invoiced and where: legal name, registered office, its comune and CAP', async () => {
    const none = {
      legalName: '',
      legalAddress: '',
      legalCityId: null,
      legalCity: '',
      legalProvince: '',
      legalCap: '',
    };
    atStep(5, { ...validValues, ...none });
    renderPage();
    const invoiced = screen.getByRole('group', { name: 'Intestazione delle fatture' });
    await send();
    for (const m of [
      'La ragione sociale o il nome e cognome è obbligatorio',
      "L'indirizzo della sede legale è obbligatorio",
      'Il comune della sede legale è obbligatorio',
      'Il CAP della sede legale è obbligatorio',
    ])
      expect(shown(m), m).toBe(1);
    expect(createLocationDraftStore.get().step).toBe(5);
    // A CAP is five digits.
    await userEvent.type(within(invoiced).getByRole('textbox', { name: /^CAP della sede legale/ }), '201');
    await send();
    expect(shown('Il CAP deve essere composto da 5 cifre')).toBe(1);
    // The venue's address in one press: street, comune, its province code and CAP.
    await userEvent.click(within(invoiced).getByRole('button', { name: 'Usa l’indirizzo della location' }));
    expect(createLocationDraftStore.get().values).toMatchObject({
      legalAddress: 'Via Roma 1',
      legalCityId: 15146,
      legalCity: 'Milano',
      legalProvince: 'MI',
      legalCap: '20121',
    });
    expect(within(invoiced).getByRole('combobox', { name: /Comune della sede legale/ })).toHaveValue(
      'Milano',
    );
    expect(within(invoiced).getByRole('textbox', { name: 'Provincia' })).toHaveValue('MI');
  });

  it("filling PEC clears SDI's 'almeno PEC o codice SDI' error too", async () => {
    atStep(5, { ...validValues, pec: '' });
    renderPage();
    await send();
    const message = 'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI';
    expect(shown(message)).toBe(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Codice SDI' }), 'A');
    expect(shown(message)).toBe(0);
  });
});
