import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApolloClient } from '@apollo/client/react';
import { clearSession, sessionStore, signIn } from '../../state/session';
import { leaveApp } from '../subscription/leaveApp';
import { LocationProbe, location, plan, REDUCED_YEAR, renderRoute } from '../subscription/testing';
import { SubscriptionSection } from './SubscriptionSection';
import {
  CreateBillingPortalSessionDocument,
  SubscriptionEarlyAdopterDocument,
  SubscriptionSectionDocument,
} from './subscriptionSection.generated';
import { LOCATION_ID } from './testing';

vi.mock('../subscription/leaveApp', async (real) => ({ ...(await real<object>()), leaveApp: vi.fn() }));

type Patch = Parameters<typeof location>[0];
const subscription = (patch: Patch = {}, extra: Record<string, unknown> = {}) => ({
  request: { query: SubscriptionSectionDocument, variables: { locationId: LOCATION_ID } },
  result: {
    data: {
      locationSubscription: {
        __typename: 'LocationSubscription',
        location: location(patch),
        hasProviderSubscription: false,
        plan: null,
        renewalDate: null,
        cancelAt: null,
        trialEnd: null,
        paymentMethod: null,
        hasInsertedTemporaryPaymentMethod: false,
        ...extra,
      },
    },
  },
});
const portal = (url: string, delay = 0) => ({
  request: { query: CreateBillingPortalSessionDocument, variables: { locationId: LOCATION_ID } },
  result: { data: { createBillingPortalSession: { __typename: 'RedirectUrl', url } } },
  delay,
});
const active = { approvalStatus: 'APPROVED', isApproved: true, subscriptionStatus: 'ACTIVE' } as const;
const card = { __typename: 'PaymentMethodSummary', brand: 'visa', last4: '4242' };

const show = (mocks: unknown[], url = '/dashboard/subscription') =>
  renderRoute(
    '/dashboard/subscription',
    url,
    <>
      <SubscriptionSection locationId={LOCATION_ID} />
      <LocationProbe />
    </>,
    mocks,
  );

describe('SubscriptionSection', () => {
  beforeEach(() => signIn('t', 'HOST', LOCATION_ID));
  afterEach(() => {
    vi.mocked(leaveApp).mockReset();
    clearSession();
  });

  it("shows the plan and the status, and 'Abbonati' while not ACTIVE", async () => {
    show([subscription()]);
    expect(await screen.findByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Villa Festa')).toBeInTheDocument();
    expect(screen.getByText('Non Attivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abbonati' })).toHaveAttribute(
      'href',
      `/subscription/${LOCATION_ID}`,
    );
    expect(screen.queryByRole('button', { name: /Stripe|Caricamento/ })).toBeNull();
  });

  it("offers 'Modifica metodo di pagamento' once a card was saved in approval", async () => {
    show([
      subscription({ hasInsertedTemporaryPaymentMethod: true }, { hasInsertedTemporaryPaymentMethod: true }),
    ]);
    expect(await screen.findByRole('link', { name: 'Modifica metodo di pagamento' })).toHaveAttribute(
      'href',
      `/subscription/${LOCATION_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Abbonati' })).toBeNull();
  });

  it('shows the renewal day, the card, and the portal button: Caricamento... until its address is known', async () => {
    show([
      subscription(active, {
        hasProviderSubscription: true,
        renewalDate: '2026-05-01T10:00:00.000Z',
        paymentMethod: card,
        plan: plan('year', 29000),
      }),
      // Long enough that a busy machine still renders the waiting state before the address arrives.
      portal('https://billing.test/p/1', 1_500),
    ]);
    const loading = await screen.findByRole('button', { name: 'Caricamento...' });
    expect(loading).toBeDisabled();
    expect(screen.getByText('Attivo')).toBeInTheDocument();
    expect(screen.getByText('290,00 €/anno IVA inclusa')).toBeInTheDocument();
    expect(screen.getByText('01/05/2026')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abbonati' })).toBeNull();

    const ready = await screen.findByRole(
      'button',
      { name: 'Gestisci abbonamento su Stripe' },
      { timeout: 5_000 },
    );
    expect(ready).toBeEnabled();
    expect(leaveApp).not.toHaveBeenCalled();
    // Keyboard: focus it and press Enter.
    ready.focus();
    await userEvent.keyboard('{Enter}');
    expect(leaveApp).toHaveBeenCalledWith('https://billing.test/p/1');
  });

  it("says when a cancelled subscription ends instead of the renewal: 'Terminerà il'", async () => {
    show([
      subscription(active, {
        hasProviderSubscription: true,
        renewalDate: '2026-05-01T10:00:00.000Z',
        cancelAt: '2026-05-01T10:00:00.000Z',
      }),
      portal('https://billing.test/p/2'),
    ]);
    expect(await screen.findByText('Terminerà il 01/05/2026')).toBeInTheDocument();
    expect(screen.queryByText('Prossimo rinnovo')).toBeNull();
  });

  it('for an early adopter on the reduced price: until when it is free, then what it pays', async () => {
    show([
      subscription({ ...active, subscriptionType: 'REDUCED_PRICE' }, { plan: REDUCED_YEAR }),
      {
        request: { query: SubscriptionEarlyAdopterDocument, variables: { locationId: LOCATION_ID } },
        result: {
          data: {
            earlyAdopterInfo: { __typename: 'EarlyAdopterInfo', isEarlyAdopter: true, endDate: '2026-03-31' },
            subscriptionPlans: [REDUCED_YEAR, plan('month', 2900)],
          },
        },
      },
    ]);
    expect(
      await screen.findByText(
        'Gratis fino al 31/03/2026, poi 203,00 €/anno IVA inclusa (prezzo ridotto, −30%)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Prezzo')).toBeInTheDocument();
    expect(screen.getByText('Early Adopter')).toBeInTheDocument();
    expect(screen.getByText('Periodo gratuito')).toBeInTheDocument();
  });

  it('an early bird (FREE_FOREVER) has no buttons: visible forever at no cost', async () => {
    show([subscription({ subscriptionType: 'FREE_FOREVER' }, { hasProviderSubscription: true })]);
    expect(await screen.findByText('Early Bird')).toBeInTheDocument();
    expect(
      screen.getByText('La tua location resterà visibile per sempre, senza alcun costo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("back from Checkout (setup): 'Metodo di pagamento salvato'; closing drops the parameters", async () => {
    show([subscription()], `/dashboard/subscription?status=setup&location=${LOCATION_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Metodo di pagamento salvato' });
    expect(dialog).toHaveTextContent(
      'Il tuo abbonamento verrà attivato quando la location sarà approvata, entro 48 ore.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/dashboard\/subscription$/);
  });

  it("back from Checkout (success): 'Pagamento riuscito', polling until ACTIVE, then no more", async () => {
    let asked = 0;
    const counted = (m: ReturnType<typeof subscription>) => ({
      ...m,
      request: { query: SubscriptionSectionDocument, variables: () => (asked++, true) },
    });
    let refetched: unknown[] = [];
    function SpyOnRefetch() {
      const client = useApolloClient();
      vi.spyOn(client, 'refetchQueries').mockImplementation((o) => {
        refetched = [...refetched, ...(o.include as unknown[])];
        return Object.assign(Promise.resolve([]), { queries: [], results: [] }) as never;
      });
      return null;
    }
    renderRoute(
      '/dashboard/subscription',
      `/dashboard/subscription?status=success&location=${LOCATION_ID}`,
      <>
        <SpyOnRefetch />
        <SubscriptionSection locationId={LOCATION_ID} />
      </>,
      [
        counted(subscription({ approvalStatus: 'APPROVED', isApproved: true })),
        counted(subscription(active)),
      ],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento riuscito' });
    expect(dialog).toHaveTextContent('Il tuo abbonamento è stato attivato, ora la tua location è online');
    expect(await screen.findByText('Non Attivo', undefined, { timeout: 500 })).toBeInTheDocument();
    expect(await screen.findByText('Attivo', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    // The editing gate (the listing) and the sidebar (the viewer) follow.
    await waitFor(() => expect(refetched).toEqual(['HostListing', 'Viewer']));
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(asked).toBe(2);
  });

  it('selects the location the return address names, when another was selected', async () => {
    const other = '00000000-0000-4000-8000-000000000002';
    show([subscription()], `/dashboard/subscription?status=setup&location=${other}`);
    await waitFor(() => expect(sessionStore.get().selectedLocationId).toBe(other));
  });
});
