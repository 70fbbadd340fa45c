import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeAuthDialog } from '../../state/authDialog';
import { clearCreateLocationDraft, createLocationDraftStore } from '../../state/createLocationDraft';
import { clearSession, sessionStore, signIn } from '../../state/session';
import { CreateLocationDocument } from './createLocation.generated';
import { activityTypes, atStep, renderPage, validValues } from './testing';

interface Sent {
  input: {
    idempotencyKey: string;
    cityId: number;
    cap: string;
    locationType: string;
    sdiCode: string | null;
    legalName: string;
    legalCityId: number;
    legalCap: string;
  };
}

function createMock(result: object, sent: Sent[] = []) {
  return {
    request: {
      query: CreateLocationDocument,
      variables: (v: Sent) => {
        sent.push(v);
        return true;
      },
    },
    result,
    // The answer takes a moment, as over a network: a double click's second press lands while it is sent.
    delay: 150,
  };
}

const created = {
  data: {
    createLocation: {
      __typename: 'OwnLocationRef',
      id: 'loc-9',
      slug: 'villa-festa',
      name: 'Villa Festa',
      subscriptionType: 'STANDARD',
      subscriptionStatus: 'INACTIVE',
      approvalStatus: 'PENDING',
      locationType: 'HORECA',
    },
  },
};

describe('CreateLocationPage sending', () => {
  beforeEach(() => {
    clearCreateLocationDraft();
    closeAuthDialog();
    clearSession();
    signIn('token', 'GUEST');
  });

  it('sends once on a double click, selects the location as host, clears the draft and shows step 6', async () => {
    const sent: Sent[] = [];
    atStep(5, validValues);
    renderPage([activityTypes, createMock(created, sent)]);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Invia richiesta' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Ottimo! La tua location è stata inviata',
    });
    // Focus moves once the page has re-rendered as step 6: on a busy machine, past waitFor's default second.
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      idempotencyKey: 'key-1',
      locationType: 'HORECA',
      cityId: 15146,
      cap: '20121',
      sdiCode: null,
      legalName: 'Villa Festa S.r.l.',
      legalAddress: 'Via Roma 1',
      legalCityId: 15146,
      legalCap: '20121',
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Abbonati ora' })).toHaveAttribute('href', '/subscription/loc-9');
    expect(sessionStore.get()).toMatchObject({ role: 'HOST', selectedLocationId: 'loc-9' });
    expect(createLocationDraftStore.get()).toMatchObject({ step: 0, idempotencyKey: null });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a BAD_USER_INPUT naming a field under it, on the step holding it', async () => {
    atStep(5, validValues);
    const error = {
      errors: [{ message: 'Il CAP è obbligatorio', extensions: { code: 'BAD_USER_INPUT', field: 'cap' } }],
    };
    renderPage([activityTypes, createMock(error)]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dove si trova la tua location?' }),
    ).toHaveFocus();
    expect(screen.getByText('Il CAP è obbligatorio')).toBeInTheDocument();
    expect(createLocationDraftStore.get().values.name).toBe('Villa Festa');
  });

  it("any other error opens 'Errore' and keeps the draft", async () => {
    atStep(5, validValues);
    renderPage([
      activityTypes,
      createMock({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Errore' });
    expect(within(dialog).getByText('Si è verificato un errore. Riprova più tardi.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(createLocationDraftStore.get()).toMatchObject({ step: 5, idempotencyKey: 'key-1' });
    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();
  });
});
