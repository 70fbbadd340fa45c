/**
 * The platform's receipts of an online deposit, to both sides: the guest's receipt and the host's notice
 * when the payment succeeds, and the refund with the rule that set it when the provider confirms one.
 * Receipts go whatever the notification switches say (they record money moving), as outbox rows written
 * in the webhook event's own transaction: an event applied once sends once, a redelivery sends nothing.
 */
import { eq } from 'drizzle-orm';
import { formatDDMMYYYY, formatEuro, todayInRome } from '@festalocation/domain';
import type { DbOrTx } from '../../db/client.js';
import { locations, quoteRequests, users, type DepositRefundRule } from '../../db/schema/index.js';
import { escapeHtml } from '../../html.js';
import type { EmailPayload } from '../../outbox/payloads.js';
import { queueEmail } from '../../outbox/queue.js';
import type { DepositPaymentRow } from './holds.js';

/** Everything a deposit mail names: the two people, the venue and its merchant, the booking. */
interface Deal {
  guest: { email: string; name: string | null } | null;
  host: { email: string } | null;
  location: { name: string; place: string };
  /** Who takes the money: the host's legal name (with the VAT number when it has one), else the venue. */
  merchant: string;
  date: string;
  number: number;
  requestId: string;
}

const layout = (title: string, lines: string[], link: string, linkText: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#1d1b19">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Festalocation</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>
<p>Il team di Festalocation</p>
</div></body></html>`;

function mail(to: string, subject: string, lines: string[], link: string, linkText: string): EmailPayload {
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n\n${linkText}: ${link}\n\nIl team di Festalocation`,
    html: layout(subject, lines, link, linkText),
  };
}

async function dealOf(tx: DbOrTx, quoteRequestId: string): Promise<Deal | null> {
  const [row] = await tx
    .select({
      request: quoteRequests,
      location: {
        name: locations.name,
        address: locations.address,
        city: locations.city,
        legalName: locations.legalName,
        vatNumber: locations.vatNumber,
        ownerId: locations.ownerId,
      },
    })
    .from(quoteRequests)
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .where(eq(quoteRequests.id, quoteRequestId));
  if (!row) return null;
  const person = async (id: string | null) => {
    if (!id) return null;
    const [u] = await tx
      .select({ email: users.email, name: users.fullName, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, id));
    return u && !u.deletedAt ? { email: u.email, name: u.name } : null;
  };
  const { request, location } = row;
  const legal = location.legalName?.trim() || location.name;
  return {
    guest: await person(request.userId),
    host: await person(location.ownerId),
    location: { name: location.name, place: `${location.address}, ${location.city}` },
    merchant: location.vatNumber ? `${legal} (P.IVA ${location.vatNumber})` : legal,
    date: formatDDMMYYYY(request.date),
    number: request.number,
    requestId: request.id,
  };
}

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The guest's receipt and the host's notice of a deposit paid online, queued in the caller's transaction. */
export async function queueDepositReceipts(
  tx: DbOrTx,
  publicUrl: string,
  payment: DepositPaymentRow,
  paidAt: Date,
): Promise<void> {
  const deal = await dealOf(tx, payment.quoteRequestId);
  if (!deal) return;
  const amount = formatEuro(payment.amountCents);
  const paidOn = formatDDMMYYYY(todayInRome(paidAt));
  if (deal.guest) {
    await queueEmail(
      tx,
      mail(
        deal.guest.email,
        `Ricevuta: caparra versata a ${deal.merchant}`,
        [
          `Caparra versata a ${deal.merchant}.`,
          `Importo: ${amount}, pagato con carta il ${paidOn}.`,
          `Location: ${deal.location.name}, ${deal.location.place}.`,
          `Data dell'evento: ${deal.date} (Preventivo ${deal.number}).`,
          `Esercente: ${deal.merchant}. La caparra è incassata direttamente dall'host sul suo conto: Festalocation non la trattiene. Per la fattura rivolgiti all'host.`,
        ],
        `${base(publicUrl)}/profile/quote-requests/${deal.requestId}`,
        'Apri la prenotazione',
      ),
    );
  }
  if (deal.host) {
    const who = deal.guest?.name ? `${deal.guest.name} ha` : "L'ospite ha";
    await queueEmail(
      tx,
      mail(
        deal.host.email,
        `Caparra ricevuta per ${deal.location.name}`,
        [
          `Pagamento ricevuto: ${who} versato la caparra di ${amount} il ${paidOn}.`,
          `Location: ${deal.location.name}. Data dell'evento: ${deal.date} (Preventivo ${deal.number}).`,
          "L'importo è accreditato sul tuo conto Stripe, dove trovi il pagamento e puoi rimborsarlo.",
        ],
        `${base(publicUrl)}/dashboard/quote-requests/${deal.requestId}`,
        'Apri la richiesta',
      ),
    );
  }
}

/** The rule a refund followed, in words both sides read. */
export function refundRuleText(rule: DepositRefundRule | null): string {
  if (!rule) return 'rimborso deciso per questa prenotazione.';
  if (rule.reason === 'LATE_PAYMENT')
    return 'il pagamento è arrivato quando la prenotazione non era più possibile: caparra rimborsata per intero.';
  if (rule.cancelledBy === 'HOST') return "prenotazione annullata dall'host: caparra rimborsata per intero.";
  const days = rule.daysBefore != null ? ` (${rule.daysBefore} giorni prima)` : '';
  switch (rule.window) {
    case 'FULL':
      return `annullamento più di 30 giorni prima dell'evento${days}: rimborso totale.`;
    case 'PARTIAL':
      return `annullamento tra 8 e 30 giorni prima dell'evento${days}: rimborso del ${rule.percent}% come indicato nel preventivo.`;
    case 'NONE':
      return `annullamento entro 7 giorni dall'evento${days}: nessun rimborso.`;
  }
}

/** Both sides' notice of a refund the provider confirmed: the amount given back now and the rule applied. */
export async function queueRefundReceipts(
  tx: DbOrTx,
  publicUrl: string,
  payment: DepositPaymentRow,
  refundedCents: number,
): Promise<void> {
  if (refundedCents <= 0) return;
  const deal = await dealOf(tx, payment.quoteRequestId);
  if (!deal) return;
  const amount = formatEuro(refundedCents);
  const rule = `Regola applicata: ${refundRuleText(payment.refundRule ?? null)}`;
  const of = `della caparra di ${formatEuro(payment.amountCents)} per ${deal.location.name}, evento del ${deal.date} (Preventivo ${deal.number})`;
  if (deal.guest) {
    await queueEmail(
      tx,
      mail(
        deal.guest.email,
        `Rimborso della caparra: ${amount}`,
        [
          `${deal.merchant} ti ha rimborsato ${amount} ${of}.`,
          rule,
          'Il rimborso torna sulla carta usata per il pagamento, di solito in 5-10 giorni lavorativi.',
        ],
        `${base(publicUrl)}/profile/quote-requests/${deal.requestId}`,
        'Apri la prenotazione',
      ),
    );
  }
  if (deal.host) {
    await queueEmail(
      tx,
      mail(
        deal.host.email,
        `Rimborso della caparra: ${amount}`,
        [`All'ospite sono stati rimborsati ${amount} ${of}, dal tuo conto Stripe.`, rule],
        `${base(publicUrl)}/dashboard/quote-requests/${deal.requestId}`,
        'Apri la richiesta',
      ),
    );
  }
}
