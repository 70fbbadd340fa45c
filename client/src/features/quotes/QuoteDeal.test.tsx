import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from 'react-aria-components';
import { addDays, todayInRome } from '@festalocation/domain';
import { quotePricingMessages as m } from '@festalocation/domain/messages';
import { sessionStore } from '../../state/session';
import {
  AcceptQuoteDocument,
  CancelBookingDocument,
  DeclineQuoteDocument,
  ExtendQuoteDocument,
} from './quotes.generated';
import { QuoteDeal, type QuoteDealRequest } from './QuoteDeal';
import { StartDepositPaymentDocument } from '../deposits/deposits.generated';
import { leaveApp, leaveAppFromDialog } from '../subscription/leaveApp';

vi.mock('../subscription/leaveApp', async (real) => ({
  ...(await real<object>()),
  leaveApp: vi.fn(),
  // Leaving never comes back in a test: the dialog stays open, its button pending.
  leaveAppFromDialog: vi.fn(() => new Promise(() => {})),
}));

const ID = '00000000-0000-4000-8000-000000000001';

const quote = (version: number, totalCents: number, extra: object = {}) => ({
  __typename: 'Quote' as const,
  id: `00000000-0000-4000-8000-00000000010${version}`,
  version,
  guests: 40,
  lines: [
    {
      __typename: 'QuoteLine' as const,
      kind: 'AMBIENT' as const,
      sourceId: null,
      label: 'Sala Grande',
      pricing: 'FLAT' as const,
      unitPriceCents: 50_000,
      totalCents: 50_000,
    },
    {
      __typename: 'QuoteLine' as const,
      kind: 'CUSTOM' as const,
      sourceId: null,
      label: 'Torta nuziale',
      pricing: 'PER_PERSON' as const,
      unitPriceCents: 500,
      totalCents: 20_000,
    },
  ],
  subtotalCents: 70_000,
  discount: null,
  discountCents: 0,
  vatRate: 10,
  vatMode: 'INCLUDED' as const,
  taxableCents: 63_636,
  vatCents: 6_364,
  totalCents,
  deposit: { __typename: 'QuoteAdjustment' as const, amountCents: null, percent: 30 },
  depositCents: 21_000,
  middleRefundPercent: version === 2 ? 40 : 50,
  validUntil: '2030-05-01',
  conditions: version === 2 ? 'Caparra non rimborsabile.' : null,
  createdAt: '2030-04-01T10:00:00.000Z',
  ...extra,
});

function request(over: Partial<QuoteDealRequest> = {}): QuoteDealRequest {
  return {
    __typename: 'QuoteRequest',
    id: ID,
    status: 'QUOTED',
    cancelledBy: null,
    cancellationReason: null,
    declineReason: null,
    actions: ['WRITE', 'ACCEPT', 'DECLINE'],
    quotes: [quote(2, 70_000), quote(1, 80_000)],
    depositOnline: false,
    depositPayment: null,
    guests: 40,
    date: '2030-06-01',
    isHostView: false,
    ambients: [],
    services: [],
    ...over,
  } as QuoteDealRequest;
}

const answered = (over: object) => ({ ...request(), ...over });

function renderDeal(r: QuoteDealRequest, mocks: unknown[] = [], url = `/profile/quote-requests/${ID}`) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <I18nProvider locale="it-IT">
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter initialEntries={[url]}>
          <QuoteDeal request={r} />
        </MemoryRouter>
      </MockedProvider>
    </I18nProvider>,
  );
}

describe('QuoteDeal (the guest reads and answers the quote)', () => {
  beforeEach(() => {
    sessionStore.set({ token: 'test-token', role: 'GUEST', selectedLocationId: null });
  });

  it('shows the latest version: lines, IVA, total, deposit, validity, conditions; the older one in the history', () => {
    renderDeal(request());
    const view = within(screen.getByRole('region', { name: 'Preventivo della location' }));
    expect(view.getByText('Versione 2 del 01/04/2030')).toBeInTheDocument();
    expect(view.getByText('Torta nuziale')).toBeInTheDocument();
    expect(view.getByText('5,00 € a persona × 40')).toBeInTheDocument();
    expect(view.getByText('IVA 10% (IVA inclusa nei prezzi)')).toBeInTheDocument();
    expect(view.getByTestId('quote-total')).toHaveTextContent('700,00 €');
    expect(view.getByText('210,00 €, da pagare come concordato')).toBeInTheDocument();
    expect(view.getByText('Valido fino al 01/05/2030')).toBeInTheDocument();
    expect(view.getByText('Caparra non rimborsabile.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Versioni precedenti' }));
    expect(history.getByText(/Versione 1 del 01\/04\/2030 · 800,00 €/)).toBeInTheDocument();
    expect(screen.queryByText('Scaduto')).toBeNull();
  });

  it('accepts the version read, after a confirm dialog', async () => {
    const accept = vi.fn(() => ({
      data: { acceptQuote: answered({ status: 'CONFIRMED', actions: ['WRITE', 'CANCEL'] }) },
    }));
    renderDeal(request(), [
      {
        request: { query: AcceptQuoteDocument, variables: { quoteRequestId: ID, version: 2 } },
        result: accept,
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Accetta preventivo' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Accettare il preventivo?' }));
    expect(dialog.getByText(/01\/06\/2030 al totale di 700,00 €/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Sì, accetta' }));
    await vi.waitFor(() => expect(accept).toHaveBeenCalledTimes(1));
  });

  it('declines with an optional reason', async () => {
    const decline = vi.fn(() => ({
      data: {
        declineQuote: answered({ status: 'REJECTED', actions: ['WRITE'], declineReason: 'Troppo caro' }),
      },
    }));
    renderDeal(request(), [
      {
        request: { query: DeclineQuoteDocument, variables: { quoteRequestId: ID, reason: 'Troppo caro' } },
        result: decline,
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rifiutare il preventivo?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motivo (facoltativo)' }), 'Troppo caro');
    await userEvent.click(dialog.getByRole('button', { name: 'Rifiuta preventivo' }));
    await vi.waitFor(() => expect(decline).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels a confirmed booking only with a reason', async () => {
    const cancel = vi.fn(() => ({
      data: { cancelBooking: answered({ status: 'CANCELLED', cancelledBy: 'GUEST', actions: ['WRITE'] }) },
    }));
    renderDeal(request({ status: 'CONFIRMED', actions: ['WRITE', 'CANCEL'] }), [
      {
        request: {
          query: CancelBookingDocument,
          variables: { quoteRequestId: ID, reason: 'Evento rinviato' },
        },
        result: cancel,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Accetta preventivo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla prenotazione' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Annullare la prenotazione?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sì, annulla' }));
    expect(await dialog.findByText(m.cancelReasonRequired)).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Motivo dell'annullamento/ }),
      'Evento rinviato',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Sì, annulla' }));
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
  });

  it("shows an expired quote as 'Scaduto', with no way to accept it", () => {
    renderDeal(request({ status: 'EXPIRED', actions: ['WRITE', 'DECLINE'] }));
    const view = within(screen.getByRole('region', { name: 'Preventivo della location' }));
    expect(view.getByText('Scaduto')).toBeInTheDocument();
    expect(view.getByText(/non può più essere accettato/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accetta preventivo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rifiuta' })).toBeInTheDocument();
  });

  it("gives the host 'Rivedi preventivo' and 'Proroga validità', never the guest's answers", () => {
    renderDeal(
      request({ status: 'EXPIRED', isHostView: true, actions: ['WRITE', 'SEND_QUOTE', 'EXTEND_QUOTE'] }),
    );
    expect(screen.getByRole('button', { name: 'Rivedi preventivo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proroga validità' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accetta preventivo' })).toBeNull();
  });

  it("extends an expired quote's validity from the host's dialog", async () => {
    const validUntil = addDays(todayInRome(), 14);
    const extend = vi.fn(() => ({
      data: { extendQuote: answered({ status: 'QUOTED', actions: ['WRITE', 'SEND_QUOTE', 'EXTEND_QUOTE'] }) },
    }));
    renderDeal(
      request({ status: 'EXPIRED', isHostView: true, actions: ['WRITE', 'SEND_QUOTE', 'EXTEND_QUOTE'] }),
      [
        {
          request: { query: ExtendQuoteDocument, variables: { quoteRequestId: ID, validUntil } },
          result: extend,
        },
      ],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proroga validità' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Proroga la validità' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Proroga' }));
    await vi.waitFor(() => expect(extend).toHaveBeenCalledTimes(1));
  });

  it("opens the host's editor from the version on offer and gives focus back to 'Invia preventivo' on Annulla", async () => {
    renderDeal(
      request({ status: 'PENDING', isHostView: true, quotes: [], actions: ['WRITE', 'SEND_QUOTE'] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(screen.getByRole('heading', { name: 'Nuovo preventivo' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByRole('button', { name: 'Invia preventivo' })).toHaveFocus();
  });
});

describe('QuoteDeal with a deposit paid online', () => {
  beforeEach(() => {
    sessionStore.set({ token: 'test-token', role: 'GUEST', selectedLocationId: null });
    vi.mocked(leaveApp).mockReset();
    vi.mocked(leaveAppFromDialog).mockClear();
  });
  const payment = (over: object = {}) => ({
    __typename: 'DepositPayment' as const,
    status: 'OPEN' as const,
    amountCents: 21_000,
    holdUntil: '2030-04-02T10:31:00.000Z',
    paidAt: null,
    refundDueCents: 0,
    refundedCents: 0,
    ...over,
  });
  const started = {
    request: { query: StartDepositPaymentDocument, variables: { quoteRequestId: ID, version: 2 } },
    result: { data: { startDepositPayment: { __typename: 'RedirectUrl', url: 'https://pay.test/cs_1' } } },
  };

  it('accepting is paying: the dialog says so and the guest goes to the payment page', async () => {
    renderDeal(request({ depositOnline: true }), [started]);
    expect(
      screen.getByText('210,00 €, da pagare online con carta accettando il preventivo'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta preventivo' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Accettare il preventivo?' }));
    expect(dialog.getByText(/paghi ora con carta la caparra di 210,00 €/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Accetta e paga la caparra' }));
    await vi.waitFor(() => expect(leaveAppFromDialog).toHaveBeenCalledWith('https://pay.test/cs_1'));
    // The dialog stays open while the browser leaves: closing it would take its history entry off with
    // history.back(), which cancels the navigation under way.
    expect(screen.getByRole('alertdialog', { name: 'Accettare il preventivo?' })).toBeInTheDocument();
  });

  it("shows the accepted version's refund share for 8 to 30 days before, on the quote and in the dialog", async () => {
    renderDeal(request({ depositOnline: true }), [started]);
    const quoteRegion = within(screen.getByRole('region', { name: 'Preventivo della location' }));
    expect(quoteRegion.getByText('Rimborso se annulli tra 8 e 30 giorni prima: 40%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta preventivo' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Accettare il preventivo?' }));
    expect(dialog.getByText('Rimborso se annulli tra 8 e 30 giorni prima: 40%')).toBeInTheDocument();
  });

  it('resumes a payment page still open, with the hold it keeps', async () => {
    renderDeal(request({ depositOnline: true, depositPayment: payment() }), [started]);
    expect(
      screen.getByText(/Pagamento della caparra in corso: le date sono bloccate per te fino alle 12:31/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprendi il pagamento' }));
    await vi.waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://pay.test/cs_1'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the deposit paid, and after a cancellation what is owed back and refunded', () => {
    renderDeal(
      request({
        status: 'CANCELLED',
        actions: ['WRITE'],
        depositOnline: true,
        depositPayment: payment({
          status: 'PAID',
          paidAt: '2030-04-02T10:05:00.000Z',
          refundDueCents: 21_000,
          refundedCents: 21_000,
        }),
      }),
    );
    expect(screen.getByText('Caparra di 210,00 € pagata online il 02/04/2030.')).toBeInTheDocument();
    expect(screen.getByText(/Rimborso della caparra: 210,00 €/)).toHaveTextContent('(rimborsati 210,00 €)');
  });

  it('says the quote stays open when the guest leaves the payment page without paying', () => {
    renderDeal(request({ depositOnline: true }), [], `/profile/quote-requests/${ID}?caparra=annullata`);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pagamento non completato: il preventivo resta aperto.',
    );
  });
});
