import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveApp } from '../subscription/leaveApp';
import { renderRoute } from '../subscription/testing';
import { DepositAccountSection } from './DepositAccountSection';
import { DepositAccountDocument, StartDepositOnboardingDocument } from './deposits.generated';

vi.mock('../subscription/leaveApp', async (real) => ({ ...(await real<object>()), leaveApp: vi.fn() }));

type Status = 'NOT_STARTED' | 'DETAILS_REQUIRED' | 'PENDING' | 'ACTIVE';
const account = (status: Status, patch: Record<string, unknown> = {}) => ({
  request: { query: DepositAccountDocument },
  result: {
    data: {
      depositAccount: {
        __typename: 'DepositAccount',
        available: true,
        status,
        chargesEnabled: status === 'ACTIVE',
        payoutsEnabled: status === 'ACTIVE',
        detailsSubmitted: status === 'ACTIVE' || status === 'PENDING',
        requirementsDue: [],
        dashboardUrl: status === 'NOT_STARTED' ? null : 'https://provider.test/dashboard',
        ...patch,
      },
    },
  },
});
const show = (mocks: unknown[], url = '/dashboard/payments') =>
  renderRoute('/dashboard/payments', url, <DepositAccountSection />, mocks);

describe('DepositAccountSection', () => {
  afterEach(() => vi.mocked(leaveApp).mockReset());

  it("starts the provider's onboarding from 'Incassa la caparra online'", async () => {
    const onboarding = {
      request: { query: StartDepositOnboardingDocument },
      result: {
        data: { startDepositOnboarding: { __typename: 'RedirectUrl', url: 'https://provider.test/onboard' } },
      },
    };
    show([account('NOT_STARTED'), onboarding]);
    expect(await screen.findByText('Non attivi')).toBeTruthy();
    expect(screen.getByText(/puoi comunque chiedere una caparra/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Incassa la caparra online' }));
    await vi.waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://provider.test/onboard'));
  });

  it('says in words what the account can do, with the way to the provider dashboard', async () => {
    show([account('ACTIVE')]);
    expect(await screen.findByText('Attivi: i clienti pagano la caparra online')).toBeTruthy();
    expect(screen.getAllByText('Abilitati')).toHaveLength(2);
    const link = screen.getByRole('link', { name: /Apri la dashboard di Stripe/ });
    expect(link.getAttribute('href')).toBe('https://provider.test/dashboard');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: /Incassa|Completa/ })).toBeNull();
  });

  it('asks to finish the data still required, and says when a link expired', async () => {
    show([account('DETAILS_REQUIRED')], '/dashboard/payments?link=expired');
    expect(await screen.findByText('Servono ancora alcuni dati')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Il collegamento a Stripe è scaduto: aprine uno nuovo.',
    );
    expect(screen.getByRole('button', { name: 'Completa i dati su Stripe' })).toBeTruthy();
    expect(screen.getAllByText('Non ancora')).toHaveLength(2);
  });

  it('shows the error when the provider cannot be reached, and lets the host try again', async () => {
    const failing = {
      request: { query: StartDepositOnboardingDocument },
      result: {
        errors: [
          {
            message: 'I pagamenti non sono disponibili in questo momento. Riprova più tardi.',
            extensions: { code: 'TEMPORARILY_UNAVAILABLE' },
          },
        ],
      },
    };
    show([account('NOT_STARTED'), failing]);
    await userEvent.click(await screen.findByRole('button', { name: 'Incassa la caparra online' }));
    // The app's one text for a service that is away (TEMPORARILY_UNAVAILABLE), in the section's dialog.
    expect(await screen.findByText(/momentaneamente non disponibile/)).toBeTruthy();
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('says deposits are paid as agreed when the platform takes none online', async () => {
    show([account('NOT_STARTED', { available: false })]);
    expect(await screen.findByText(/Gli incassi online non sono attivi su Festalocation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Incassa la caparra online' })).toBeNull();
  });
});
