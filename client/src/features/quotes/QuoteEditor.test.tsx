import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { I18nProvider } from 'react-aria-components';
import { addDays, formatEuro, priceQuote, todayInRome } from '@festalocation/domain';
import { quotePricingMessages as m } from '@festalocation/domain/messages';
import { sessionStore } from '../../state/session';
import { SendQuoteDocument } from './quotes.generated';
import { DepositAccountDocument } from '../deposits/deposits.generated';
import { QuoteEditor } from './QuoteEditor';

const REQUEST_ID = '00000000-0000-4000-8000-000000000001';
const AMBIENT_LINE = '00000000-0000-4000-8000-0000000000a1';
const SERVICE_LINE = '00000000-0000-4000-8000-0000000000b1';
const source = {
  guests: 40,
  ambients: [{ id: AMBIENT_LINE, name: 'Sala Grande', priceCents: 50_000 }],
  services: [{ id: SERVICE_LINE, name: 'Buffet', priceCents: 2_550 }],
};
const today = todayInRome();

type SentInput = {
  lines: { kind: string; sourceId: string | null; label: string; pricing: string; unitPriceCents: number }[];
  discount: unknown;
  deposit: unknown;
  vatRate: number;
  vatMode: string;
  guests: number;
  validUntil: string;
  conditions: string | null;
  idempotencyKey: string;
};

const answer = {
  __typename: 'QuoteRequest',
  id: REQUEST_ID,
  status: 'QUOTED',
  cancelledBy: null,
  cancellationReason: null,
  declineReason: null,
  actions: ['WRITE', 'SEND_QUOTE', 'EXTEND_QUOTE'],
  quotes: [],
};

function renderEditor(mocks: unknown[] = [], onDone = vi.fn()) {
  render(
    // The app's locale: prices are typed and shown as Italians write them (25,5).
    <I18nProvider locale="it-IT">
      <MockedProvider mocks={mocks as never}>
        <QuoteEditor quoteRequestId={REQUEST_ID} source={source} onDone={onDone} />
      </MockedProvider>
    </I18nProvider>,
  );
  return onDone;
}

const line = (name: string) => within(screen.getByRole('group', { name }));
const total = () => screen.getByTestId('quote-total');

async function setNumber(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  await userEvent.tab();
}

describe('QuoteEditor', () => {
  beforeEach(() => {
    sessionStore.set({ token: 'test-token', role: 'HOST', selectedLocationId: 'l1' });
  });

  it("starts from the request's ambients and services at list prices, and totals them with priceQuote", () => {
    renderEditor();
    expect(line('Sala Grande').getByRole('textbox', { name: 'Prezzo (€)' })).toHaveValue('500');
    expect(line('Sala Grande').getByRole('radio', { name: 'Forfait' })).toBeChecked();
    expect(line('Buffet').getByRole('textbox', { name: 'Prezzo (€)' })).toHaveValue('25,5');
    expect(line('Buffet').getByRole('radio', { name: 'A persona' })).toBeChecked();
    // 500 € + 25,50 € × 40, IVA 10% included.
    expect(total()).toHaveTextContent(formatEuro(50_000 + 2_550 * 40));
  });

  it('shows the same figures as priceQuote after a changed price, a free line, a discount and IVA on top', async () => {
    renderEditor();
    await setNumber(line('Buffet').getByRole('textbox', { name: 'Prezzo (€)' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi SIAE' }));
    await setNumber(line('SIAE').getByRole('textbox', { name: 'Prezzo (€)' }), '150');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Sconto' })).getByRole('radio', { name: 'Percentuale (%)' }),
    );
    await setNumber(screen.getByRole('textbox', { name: 'Valore dello sconto' }), '12,5');
    await userEvent.click(screen.getByRole('checkbox', { name: "I prezzi includono l'IVA" }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Caparra' })).getByRole('radio', { name: 'Importo (€)' }),
    );
    await setNumber(screen.getByRole('textbox', { name: 'Valore della caparra' }), '300');
    const expected = priceQuote({
      guests: 40,
      lines: [
        { kind: 'AMBIENT', label: 'Sala Grande', pricing: 'FLAT', unitPriceCents: 50_000 },
        { kind: 'SERVICE', label: 'Buffet', pricing: 'PER_PERSON', unitPriceCents: 3_000 },
        { kind: 'CUSTOM', label: 'SIAE', pricing: 'FLAT', unitPriceCents: 15_000 },
      ],
      discount: { kind: 'PERCENT', percent: 12.5 },
      vatRate: 10,
      vatMode: 'EXCLUDED',
      deposit: { kind: 'AMOUNT', cents: 30_000 },
      validUntil: addDays(today, 14),
    });
    expect(total()).toHaveTextContent(formatEuro(expected.totalCents));
    const totals = within(screen.getByRole('group', { name: 'Totali del preventivo' }));
    expect(totals.getByText(`−${formatEuro(expected.discountCents)}`)).toBeInTheDocument();
    expect(totals.getByText(formatEuro(expected.vatCents))).toBeInTheDocument();
    expect(totals.getByText(`${formatEuro(30_000)}, da pagare come concordato`)).toBeInTheDocument();
  });

  it('adds and removes free lines', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi Torta nuziale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi voce' }));
    expect(screen.getByRole('group', { name: 'Torta nuziale' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Voce 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi Torta nuziale' }));
    expect(screen.queryByRole('group', { name: 'Torta nuziale' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi Sala Grande' }));
    expect(screen.queryByRole('group', { name: 'Sala Grande' })).toBeNull();
    expect(total()).toHaveTextContent(formatEuro(2_550 * 40));
  });

  it('shows the shared checks under their fields and sends nothing', async () => {
    const send = vi.fn(() => ({ data: { sendQuote: answer } }));
    renderEditor([{ request: { query: SendQuoteDocument, variables: () => true }, result: send }]);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi voce' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Caparra' })).getByRole('radio', { name: 'Importo (€)' }),
    );
    await setNumber(screen.getByRole('textbox', { name: 'Valore della caparra' }), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText(m.labelRequired)).toBeInTheDocument();
    expect(screen.getByText(m.price)).toBeInTheDocument();
    expect(screen.getByText(m.depositAboveTotal)).toBeInTheDocument();
    expect(line('Voce 3').getByRole('textbox', { name: 'Descrizione' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the draft in cents with one idempotency key, once for a double click', async () => {
    let sent: SentInput | undefined;
    const send = vi.fn(() => ({ data: { sendQuote: answer } }));
    const onDone = renderEditor([
      {
        request: {
          query: SendQuoteDocument,
          variables: (v: { input: SentInput }) => {
            sent = v.input;
            return true;
          },
        },
        result: send,
        delay: 50,
        // A second send would be answered too (and counted): only the editor's guard keeps it to one.
        maxUsageCount: 2,
      },
    ]);
    await setNumber(line('Buffet').getByRole('textbox', { name: 'Prezzo (€)' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi Allestimento' }));
    await setNumber(line('Allestimento').getByRole('textbox', { name: 'Prezzo (€)' }), '250,5');
    const submit = screen.getByRole('button', { name: 'Invia preventivo' });
    await userEvent.dblClick(submit);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent?.lines).toEqual([
      {
        kind: 'AMBIENT',
        sourceId: AMBIENT_LINE,
        label: 'Sala Grande',
        pricing: 'FLAT',
        unitPriceCents: 50_000,
      },
      {
        kind: 'SERVICE',
        sourceId: SERVICE_LINE,
        label: 'Buffet',
        pricing: 'PER_PERSON',
        unitPriceCents: 3_000,
      },
      { kind: 'CUSTOM', sourceId: null, label: 'Allestimento', pricing: 'FLAT', unitPriceCents: 25_050 },
    ]);
    expect(sent).toMatchObject({
      guests: 40,
      discount: null,
      deposit: null,
      vatRate: 10,
      vatMode: 'INCLUDED',
      validUntil: addDays(today, 14),
      conditions: null,
    });
    expect(sent?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it("shows the gateway's error under the field it names", async () => {
    renderEditor([
      {
        request: { query: SendQuoteDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError(m.lineSource, {
              extensions: { code: 'BAD_USER_INPUT', field: 'lines.1.label' },
            }),
          ],
        },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText(m.lineSource)).toBeInTheDocument();
    expect(line('Buffet').getByRole('textbox', { name: 'Descrizione' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers the deposit online once the host takes deposits online, and sends the choice', async () => {
    let sent: (SentInput & { depositOnline: boolean }) | undefined;
    const account = {
      request: { query: DepositAccountDocument },
      result: {
        data: {
          depositAccount: {
            __typename: 'DepositAccount',
            available: true,
            status: 'ACTIVE',
            chargesEnabled: true,
            payoutsEnabled: true,
            detailsSubmitted: true,
            requirementsDue: [],
            dashboardUrl: 'https://provider.test/dashboard',
          },
        },
      },
    };
    const sendMock = {
      request: {
        query: SendQuoteDocument,
        variables: (v: { input: SentInput & { depositOnline: boolean } }) => {
          sent = v.input;
          return true;
        },
      },
      result: { data: { sendQuote: answer } },
    };
    renderEditor([account, sendMock]);
    const choice = 'Il cliente paga la caparra online con carta, sul tuo conto Stripe';
    // No deposit yet: nothing to pay online.
    await screen.findByRole('button', { name: 'Invia preventivo' });
    expect(screen.queryByRole('checkbox', { name: choice })).toBeNull();
    const deposit = within(screen.getByRole('group', { name: 'Caparra' }));
    await userEvent.click(deposit.getByText('Percentuale (%)'));
    await setNumber(screen.getByRole('textbox', { name: 'Valore della caparra' }), '30');
    await userEvent.click(await screen.findByRole('checkbox', { name: choice }));
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ deposit: { amountCents: null, percent: 30 }, depositOnline: true });
  });

  it('asks the refund share for 8 to 30 days before once there is a deposit, 50 % by default, and sends it', async () => {
    let sent: (SentInput & { middleRefundPercent: number }) | undefined;
    renderEditor([
      {
        request: {
          query: SendQuoteDocument,
          variables: (v: { input: SentInput & { middleRefundPercent: number } }) => {
            sent = v.input;
            return true;
          },
        },
        result: { data: { sendQuote: answer } },
      },
    ]);
    const label = 'Rimborso della caparra se l’ospite annulla tra 8 e 30 giorni prima (%)';
    expect(screen.queryByRole('textbox', { name: label })).toBeNull();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Caparra' })).getByRole('radio', { name: 'Percentuale (%)' }),
    );
    await setNumber(screen.getByRole('textbox', { name: 'Valore della caparra' }), '30');
    const share = screen.getByRole('textbox', { name: label });
    expect(share).toHaveValue('50');
    await setNumber(share, '35');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ deposit: { amountCents: null, percent: 30 }, middleRefundPercent: 35 });
  });

  it('names an empty refund share under its field with the shared message and sends nothing', async () => {
    const send = vi.fn(() => ({ data: { sendQuote: answer } }));
    renderEditor([{ request: { query: SendQuoteDocument, variables: () => true }, result: send }]);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Caparra' })).getByRole('radio', { name: 'Percentuale (%)' }),
    );
    await setNumber(screen.getByRole('textbox', { name: 'Valore della caparra' }), '30');
    const share = screen.getByRole('textbox', {
      name: 'Rimborso della caparra se l’ospite annulla tra 8 e 30 giorni prima (%)',
    });
    await setNumber(share, '');
    await userEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText(m.middleRefundPercent)).toBeInTheDocument();
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });
});
