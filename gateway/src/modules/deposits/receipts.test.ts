import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDDMMYYYY } from '@festalocation/domain';
import { depositPayments, hostPaymentAccounts, locations } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { CREATE, inDays, input, scenario, type Scenario } from '../../test/quotes.js';
import { standInOf } from '../billing/testing.js';
import { CANCEL_BOOKING, onboardHost, onlineTerms, payDeposit, SEND_QUOTE, START_PAY } from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ QUOTE_REQUESTS_PER_LOCATION_DAY: '20' });
});
afterAll(async () => {
  await gw?.stop();
});

/** A host taking deposits online, with a legal name and VAT number, and a request quoted with a 363,00 € deposit. */
async function quotedOnline(days: number, extra: object = {}) {
  const sc = await scenario(gw);
  await gw.database.db
    .update(locations)
    .set({ legalName: 'Villa Rosa S.r.l.', vatNumber: '01234567897' })
    .where(eq(locations.id, sc.location.id));
  await onboardHost(gw, sc.hostToken);
  const date = inDays(days);
  const created = await gw.gql<{ createQuoteRequest: { id: string; ambients: { id: string }[] } }>(
    CREATE.replace('ambients { ambientId', 'ambients { id ambientId'),
    { input: input(sc, { guests: 20, date }) },
    { token: sc.guestToken },
  );
  const req = created.data!.createQuoteRequest;
  const sent = await gw.gql(
    SEND_QUOTE,
    { i: onlineTerms(req.id, req.ambients[0]!.id, inDays(2), extra) },
    { token: sc.hostToken },
  );
  expect(sent.errors).toBeUndefined();
  return { sc, id: req.id, date };
}

const mailsTo = (to: string, subject: RegExp) =>
  gw.mail.filter((m) => m.to === to && subject.test(m.subject));
const settled = async () => {
  await standInOf(gw).settle();
  await gw.app.outbox.settled();
  await gw.app.outbox.drain();
};

async function signedCompletion(sc: Scenario, requestId: string, eventId: string) {
  const [payment] = await gw.database.db
    .select()
    .from(depositPayments)
    .where(eq(depositPayments.quoteRequestId, requestId));
  const [account] = await gw.database.db
    .select()
    .from(hostPaymentAccounts)
    .where(eq(hostPaymentAccounts.userId, sc.host.id));
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    account: account!.providerAccountId,
    data: {
      object: {
        id: payment!.checkoutSessionId,
        object: 'checkout.session',
        mode: 'payment',
        metadata: { depositPaymentId: payment!.id, quoteRequestId: requestId },
        payment_intent: `pi_${eventId}`,
        amount_total: payment!.amountCents,
      },
    },
  });
}

describe('deposit receipts by e-mail, from the platform to both sides', () => {
  it('sends the guest a receipt naming amount, location, event date and the host as merchant, and the host a notice', async () => {
    const { sc, id, date } = await quotedOnline(40);
    await payDeposit(gw, id, sc.guestToken);
    await settled();
    const [receipt, ...more] = mailsTo(sc.guest.email, /^Ricevuta: caparra versata a /);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe('Ricevuta: caparra versata a Villa Rosa S.r.l. (P.IVA 01234567897)');
    expect(receipt!.text).toContain('Caparra versata a Villa Rosa S.r.l. (P.IVA 01234567897).');
    expect(receipt!.text).toContain('Importo: 363,00 €');
    expect(receipt!.text).toContain(`Location: ${sc.location.name}`);
    expect(receipt!.text).toContain(`Data dell'evento: ${formatDDMMYYYY(date)}`);
    expect(receipt!.html).toContain('363,00 €');
    const hostMails = mailsTo(sc.host.email, /^Caparra ricevuta per /);
    expect(hostMails).toHaveLength(1);
    expect(hostMails[0]!.text).toContain(
      'Pagamento ricevuto: Giulia Ospite ha versato la caparra di 363,00 €',
    );
  });

  it('sends once when the provider delivers the same signed event again', async () => {
    const { sc, id } = await quotedOnline(45);
    const started = await gw.gql(START_PAY, { id, v: 1 }, { token: sc.guestToken });
    expect(started.errors).toBeUndefined();
    const event = await signedCompletion(sc, id, `evt_replay_${Math.random().toString(36).slice(2)}`);
    const secret = { signatureSecret: gw.app.billing.connectWebhookSecret ?? '' };
    const first = await standInOf(gw).deliverRaw(event, secret);
    const again = await standInOf(gw).deliverRaw(event, secret);
    expect(JSON.parse(first.body)).toMatchObject({ outcome: 'applied' });
    expect(JSON.parse(again.body)).toMatchObject({ outcome: 'duplicate' });
    // Another event for the same completed page (a second delivery under a new id) changes nothing either.
    const other = await standInOf(gw).deliverRaw(await signedCompletion(sc, id, `evt_other_${id}`), secret);
    expect(JSON.parse(other.body)).toMatchObject({ outcome: 'stale' });
    await settled();
    expect(mailsTo(sc.guest.email, /^Ricevuta: caparra versata a /)).toHaveLength(1);
    expect(mailsTo(sc.host.email, /^Caparra ricevuta per /)).toHaveLength(1);
  });

  it('tells both the amount refunded and the rule applied, once the provider refunds', async () => {
    const { sc, id } = await quotedOnline(20, { middleRefundPercent: 40 });
    await payDeposit(gw, id, sc.guestToken);
    const cancelled = await gw.gql(
      CANCEL_BOOKING,
      { id, r: 'Cambio di programma' },
      { token: sc.guestToken },
    );
    expect(cancelled.errors).toBeUndefined();
    await gw.app.cancellations.drain();
    await settled();
    for (const to of [sc.guest.email, sc.host.email]) {
      const refund = mailsTo(to, /^Rimborso della caparra/);
      expect(refund).toHaveLength(1);
      expect(refund[0]!.subject).toBe('Rimborso della caparra: 145,20 €');
      expect(refund[0]!.text).toContain(
        "Regola applicata: annullamento tra 8 e 30 giorni prima dell'evento (20 giorni prima): rimborso del 40% come indicato nel preventivo.",
      );
    }
    // The refund task again, and its event again: no second mail.
    await gw.app.cancellations.drain();
    await settled();
    expect(mailsTo(sc.guest.email, /^Rimborso della caparra/)).toHaveLength(1);
  });

  it('names the full refund of a host cancellation', async () => {
    const { sc, id } = await quotedOnline(10, { middleRefundPercent: 40 });
    await payDeposit(gw, id, sc.guestToken);
    await gw.gql(CANCEL_BOOKING, { id, r: 'Sala allagata' }, { token: sc.hostToken });
    await gw.app.cancellations.drain();
    await settled();
    const [refund] = mailsTo(sc.guest.email, /^Rimborso della caparra/);
    expect(refund!.subject).toBe('Rimborso della caparra: 363,00 €');
    expect(refund!.text).toContain(
      "Regola applicata: prenotazione annullata dall'host: caparra rimborsata per intero.",
    );
  });
});
