import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, signIn } from '../../state/session';
import { SubscriptionPage } from './SubscriptionPage';
import { CreateCheckoutSessionDocument, SubscriptionCheckoutDocument } from './subscription.generated';
import {
  LocationProbe,
  location,
  LOCATION_ID,
  notEarlyAdopter,
  plan,
  PLANS,
  REDUCED_YEAR,
  renderRoute,
} from './testing';
import { leaveApp } from './leaveApp';

vi.mock('./leaveApp', async (real) => ({ ...(await real<object>()), leaveApp: vi.fn() }));

const checkoutQuery = ({
  plans = PLANS,
  patch = {},
  earlyAdopter = notEarlyAdopter,
}: {
  plans?: unknown[];
  patch?: Parameters<typeof location>[0];
  earlyAdopter?: unknown;
} = {}) => ({
  request: { query: SubscriptionCheckoutDocument, variables: { locationId: LOCATION_ID } },
  result: {
    data: {
      locationSubscription: {
        __typename: 'LocationSubscription',
        location: location(patch),
        hasInsertedTemporaryPaymentMethod: false,
      },
      subscriptionPlans: plans,
      earlyAdopterInfo: earlyAdopter,
    },
  },
});

const open = (mocks: unknown[], url = `/subscription/${LOCATION_ID}`) =>
  renderRoute(
    '/subscription/:locationId',
    url,
    <>
      <SubscriptionPage />
      <LocationProbe />
    </>,
    mocks,
  );

describe('SubscriptionPage', () => {
  beforeEach(() => signIn('t', 'HOST', LOCATION_ID));
  afterEach(() => {
    vi.mocked(leaveApp).mockReset();
    clearSession();
  });

  it('goes home signed out', async () => {
    clearSession();
    open([checkoutQuery()]);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('goes home for a location that is not the host’s (NOT_FOUND)', async () => {
    open([
      {
        request: { query: SubscriptionCheckoutDocument, variables: { locationId: LOCATION_ID } },
        result: { errors: [{ message: 'Location non trovata', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('goes to the dashboard once the subscription is ACTIVE', async () => {
    open([checkoutQuery({ patch: { subscriptionStatus: 'ACTIVE', approvalStatus: 'APPROVED' } })]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it("says 'Nessun piano disponibile' without plans", async () => {
    open([checkoutQuery({ plans: [] })]);
    expect(await screen.findByText('Nessun piano disponibile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Attiva l'abbonamento per Villa Festa",
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('selects the yearly plan by default and shows it per month, with what is billed each year', async () => {
    open([checkoutQuery()]);
    const year = await screen.findByRole('radio', { name: /Annuale/ });
    expect(year).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mensile/ })).not.toBeChecked();
    // 29000 / 12 = 2416.67 cents; each price says IVA is in it.
    expect(screen.getByText('24,17 €/mese')).toBeInTheDocument();
    expect(screen.getByText('IVA inclusa, fatturato annualmente: 290,00 €')).toBeInTheDocument();
    expect(screen.getByText('29,00 €/mese')).toBeInTheDocument();
    expect(screen.getByText('IVA inclusa, fatturato mensilmente')).toBeInTheDocument();
    expect(screen.getByText(/almeno 30 giorni prima della scadenza annuale/)).toBeInTheDocument();
    // The first radio in the group is the yearly one, whatever the server's order.
    expect(screen.getAllByRole('radio')[0]).toBe(year);
  });

  it('writes a dollar plan with $ and an unknown currency by its code', async () => {
    open([checkoutQuery({ plans: [plan('year', 12000, 'usd'), plan('month', 1500, 'chf')] })]);
    expect(await screen.findByText('10,00 $/mese')).toBeInTheDocument();
    expect(screen.getByText('IVA inclusa, fatturato annualmente: 120,00 $')).toBeInTheDocument();
    expect(screen.getByText('15,00 CHF/mese')).toBeInTheDocument();
  });

  it('in approval: the pending steps and a card saved through Checkout with the chosen price', async () => {
    const sent: unknown[] = [];
    open([
      checkoutQuery(),
      {
        request: {
          query: CreateCheckoutSessionDocument,
          variables: (v: unknown) => (sent.push(v), true),
        },
        result: {
          data: { createCheckoutSession: { __typename: 'RedirectUrl', url: 'https://checkout.test/s/1' } },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('radio', { name: /Mensile/ }));
    expect(screen.getByText('Approviamo la tua location entro 48 ore')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Inserisci ora i dati di pagamento: non ti addebitiamo nulla finché la location non è approvata',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva metodo di pagamento' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://checkout.test/s/1'));
    expect(sent).toEqual([{ locationId: LOCATION_ID, priceId: 'price_month_eur' }]);
  });

  it("approved: 'Procedi al pagamento' with the yearly price, pending until the browser leaves", async () => {
    const sent: unknown[] = [];
    open([
      checkoutQuery({ patch: { approvalStatus: 'APPROVED', isApproved: true } }),
      {
        request: {
          query: CreateCheckoutSessionDocument,
          variables: (v: unknown) => (sent.push(v), true),
        },
        result: {
          data: { createCheckoutSession: { __typename: 'RedirectUrl', url: 'https://checkout.test/s/2' } },
        },
        delay: 50,
      },
    ]);
    expect(await screen.findByText('La tua location diventa subito visibile ai clienti')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Procedi al pagamento' });
    await userEvent.click(pay);
    expect(pay).toHaveAttribute('data-busy', 'true');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://checkout.test/s/2'));
    expect(sent).toEqual([{ locationId: LOCATION_ID, priceId: 'price_year_eur' }]);
  });

  it("a failed Checkout call says 'Pagamento non riuscito' in the 'Errore' dialog", async () => {
    open([
      checkoutQuery(),
      {
        request: { query: CreateCheckoutSessionDocument, variables: () => true },
        result: { errors: [{ message: 'boom', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Salva metodo di pagamento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Errore' });
    expect(dialog).toHaveTextContent('Pagamento non riuscito');
    expect(leaveApp).not.toHaveBeenCalled();
    // Behind the open dialog (hidden to assistive technology meanwhile), the button is pressable again.
    expect(
      screen.getByRole('button', { name: 'Salva metodo di pagamento', hidden: true }),
    ).not.toHaveAttribute('data-busy');
  });

  it('tells an early adopter how long it is free and what the reduced price is', async () => {
    open([
      checkoutQuery({
        plans: [plan('month', 2900), REDUCED_YEAR],
        earlyAdopter: { __typename: 'EarlyAdopterInfo', isEarlyAdopter: true, endDate: '2099-03-31' },
        patch: { subscriptionType: 'REDUCED_PRICE' },
      }),
    ]);
    expect(
      await screen.findByText(
        'Gratis fino al 31/03/2099, poi 203,00 €/anno IVA inclusa (prezzo ridotto, −30%) sul piano annuale dal giorno successivo',
      ),
    ).toBeInTheDocument();
    // The annual plan at the price paid after the free period: 203,00 € / 12.
    const year = screen.getByRole('radio', { name: /Annuale/ });
    expect(year).toHaveAccessibleName(/16,92 €\/mese/);
    expect(
      screen.getByText('IVA inclusa, fatturato annualmente: 203,00 € invece di 290,00 €'),
    ).toBeInTheDocument();
  });

  it('after the free period an early adopter is still quoted the reduced annual price', async () => {
    open([
      checkoutQuery({
        plans: [plan('month', 2900), REDUCED_YEAR],
        earlyAdopter: { __typename: 'EarlyAdopterInfo', isEarlyAdopter: true, endDate: '2020-03-31' },
        patch: { subscriptionType: 'REDUCED_PRICE' },
      }),
    ]);
    expect(
      await screen.findByText(
        'Early Adopter: sul piano annuale paghi 203,00 €/anno IVA inclusa (prezzo ridotto, −30%)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Gratis fino al/)).toBeNull();
    expect(screen.getByRole('radio', { name: /Annuale/ })).toHaveAccessibleName(/16,92 €\/mese/);
  });

  it('without a configured reduction it promises no figure', async () => {
    open([
      checkoutQuery({
        earlyAdopter: { __typename: 'EarlyAdopterInfo', isEarlyAdopter: true, endDate: '2099-03-31' },
        patch: { subscriptionType: 'REDUCED_PRICE' },
      }),
    ]);
    expect(
      await screen.findByText(
        'Gratis fino al 31/03/2099, poi prezzo ridotto sul piano annuale dal giorno successivo',
      ),
    ).toBeInTheDocument();
  });

  it("back from a cancelled Checkout: 'Pagamento non riuscito', and closing drops the parameter", async () => {
    open([checkoutQuery()], `/subscription/${LOCATION_ID}?status=cancel`);
    const dialog = await screen.findByRole('alertdialog', { name: 'Pagamento non riuscito' });
    expect(dialog).toHaveTextContent("C'è stato un errore durante il pagamento, riprova");
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('here')).toHaveTextContent(new RegExp(`^/subscription/${LOCATION_ID}$`));
  });
});
