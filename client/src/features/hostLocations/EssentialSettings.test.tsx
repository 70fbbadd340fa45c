import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listing, LOCATION_ID, renderAt } from '../listing/testing';
import { EssentialSettings } from './EssentialSettings';
import { HostLocationSettingsDocument } from './hostLocation.generated';
import { NotificationAddedDocument } from '../../state/viewer.generated';

const essentials = {
  __typename: 'LocationEssentials',
  locationType: 'PRIVATE',
  activityTypes: [],
  address: 'Via Roma 1',
  cityId: 1,
  city: 'Roma',
  province: 'RM',
  cap: '00100',
  ambientCapacity: 80,
  vatNumber: null,
  pec: null,
  sdiCode: null,
  phoneNumber: '3331234567',
  whatsapp: null,
  link: null,
  visibleContacts: false,
  logoUrl: null,
  legalName: 'Anna Verdi',
  legalAddress: 'Via Appia 20',
  legalCityId: 1,
  legalCity: 'Roma',
  legalProvince: 'RM',
  legalCap: '00179',
};

const settings = (
  patch: Record<string, unknown>,
  maxUsageCount = 3,
  live: Record<string, unknown> = essentials,
) => {
  const { general: _g, ambients: _a, services: _s, ...head } = listing();
  return {
    request: { query: HostLocationSettingsDocument, variables: { id: LOCATION_ID } },
    result: {
      data: {
        hostLocation: { ...head, essentials: live, pendingChangeRequest: null, ...patch },
        activityTypes: [],
      },
    },
    maxUsageCount,
  };
};

const REJECTED = {
  __typename: 'ChangeRequestDecision',
  id: 'cr-1',
  status: 'REJECTED',
  decidedAt: '2026-03-10T09:00:00.000Z',
  reason: 'Il CAP non corrisponde alla città.',
};

describe("EssentialSettings: the platform's decisions", () => {
  it('shows the last change request rejected, with the reason, and a suspension', async () => {
    renderAt('/dashboard/settings', <EssentialSettings locationId={LOCATION_ID} />, [
      settings({
        lastChangeRequestDecision: REJECTED,
        suspendedAt: '2026-03-11T09:00:00.000Z',
        suspensionReason: 'Segnalazioni ripetute degli ospiti.',
      }),
    ]);
    expect(
      await screen.findByText(
        'La tua richiesta di modifica è stata rifiutata il 10/03/2026. Motivo: Il CAP non corrisponde alla città.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'La location è sospesa dalla piattaforma. Motivo: Segnalazioni ripetute degli ospiti.',
      ),
    ).toBeInTheDocument();
  });

  it('while a newer request waits, that one is what it shows', async () => {
    renderAt('/dashboard/settings', <EssentialSettings locationId={LOCATION_ID} />, [
      settings({
        lastChangeRequestDecision: REJECTED,
        pendingChangeRequest: {
          __typename: 'LocationChangeRequest',
          id: 'cr-2',
          createdAt: '2026-03-12T09:00:00.000Z',
          essentials,
        },
      }),
    ]);
    expect(await screen.findByText(/12\/03\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/è stata rifiutata il/)).toBeNull();
  });
});

describe('EssentialSettings: a decision while the page is open', () => {
  it('shows the approved data without a reload when the approval arrives live', async () => {
    const pending = {
      __typename: 'LocationChangeRequest',
      id: 'cr-3',
      createdAt: '2026-03-12T09:00:00.000Z',
      essentials: { ...essentials, link: 'https://www.villa-nuova.it' },
    };
    renderAt('/dashboard/settings', <EssentialSettings locationId={LOCATION_ID} />, [
      settings({ pendingChangeRequest: pending }, 1),
      {
        request: { query: NotificationAddedDocument, variables: { role: 'HOST' } },
        result: {
          data: {
            notificationAdded: {
              __typename: 'Notification',
              id: 'n-1',
              type: 'CHANGE_REQUEST_APPROVED',
              isRead: false,
              createdAt: '2026-03-12T10:00:00.000Z',
            },
          },
        },
        delay: 50,
      },
      // What the page reads once told: the request applied, none waiting.
      settings(
        {
          essentials: { ...essentials, link: 'https://www.villa-nuova.it' },
          lastChangeRequestDecision: {
            __typename: 'ChangeRequestDecision',
            id: 'cr-3',
            status: 'APPROVED',
            decidedAt: '2026-03-12T10:00:00.000Z',
            reason: null,
          },
        },
        1,
      ),
    ]);
    expect(await screen.findByText('Ci sono delle modifiche da approvare.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ci sono delle modifiche da approvare.')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Sito web o profilo social' })).toHaveValue(
      'https://www.villa-nuova.it',
    );
    expect(screen.getByRole('button', { name: 'Richiedi approvazione' })).toBeEnabled();
  });
});

describe('EssentialSettings: the form', () => {
  it('clearing the city says the city, the province and the CAP are required, in the spec’s words', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/settings', <EssentialSettings locationId={LOCATION_ID} />, [
      settings({ subscriptionStatus: 'ACTIVE', isApproved: true, approvalStatus: 'APPROVED' }),
    ]);
    const city = await screen.findByRole('combobox', { name: /^Città/ });
    await user.clear(city);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Richiedi approvazione' }));
    expect(await screen.findByText('La città è obbligatoria')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Provincia' })[0]).toHaveAccessibleDescription(
      'La provincia è obbligatoria',
    );
    expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveAccessibleDescription('Il CAP è obbligatorio');
  });
});

describe('EssentialSettings: who is invoiced', () => {
  it('shows the legal name and registered office among the essential data', async () => {
    renderAt('/dashboard/settings', <EssentialSettings locationId={LOCATION_ID} />, [settings({})]);
    const group = await screen.findByRole('group', { name: 'Intestazione delle fatture' });
    expect(within(group).getByRole('textbox', { name: /Ragione sociale o nome e cognome/ })).toHaveValue(
      'Anna Verdi',
    );
    expect(within(group).getByRole('textbox', { name: /Indirizzo della sede legale/ })).toHaveValue(
      'Via Appia 20',
    );
    expect(within(group).getByRole('combobox', { name: /Comune della sede legale/ })).toHaveValue('Roma');
    expect(within(group).getByRole('textbox', { name: 'Provincia' })).toHaveValue('RM');
    expect(within(group).getByRole('textbox', { name: /CAP della sede legale/ })).toHaveValue('00179');
  });

  it('a location created before they were asked for must give them with its next change request', async () => {
    const none = {
      legalName: null,
      legalAddress: null,
      legalCityId: null,
      legalCity: null,
      legalProvince: null,
      legalCap: null,
    };
    renderAt('/dashboard/settings', <EssentialSettings locationId={LOCATION_ID} />, [
      settings({}, 3, { ...essentials, vatNumber: 'RSSMRA85T10A562S', ...none }),
    ]);
    await screen.findByRole('group', { name: 'Intestazione delle fatture' });
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi approvazione' }));
    for (const m of [
      'La ragione sociale o il nome e cognome è obbligatorio',
      "L'indirizzo della sede legale è obbligatorio",
      'Il comune della sede legale è obbligatorio',
      'Il CAP della sede legale è obbligatorio',
    ])
      expect(await screen.findByText(m), m).toBeInTheDocument();
  });
});
