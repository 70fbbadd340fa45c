import {
  BLANK_CARD,
  cardFields,
  esc,
  formatAmount,
  formatDate,
  page,
  planLabel,
  type CardFieldsState,
} from './html.js';
import type { Billing } from './billing.js';
import { sessionTotals } from './checkout.js';
import type { InvoiceAmounts } from './pricing.js';
import type { StoredCheckout } from './types.js';

export function successTarget(stored: StoredCheckout): string | null {
  const url = stored.session.success_url;
  return url ? url.replaceAll('{CHECKOUT_SESSION_ID}', stored.session.id) : null;
}

/** The lines Stripe's summary shows: the discount, then the total with its tax (inclusive or added). */
export function amountLines(billing: Billing, totals: InvoiceAmounts, currency: string, per: string): string {
  const money = (cents: number) => esc(formatAmount(cents, currency));
  const rows: string[] = [];
  for (const d of totals.discounts) {
    const coupon =
      billing.store.state.coupons[billing.store.state.discounts[d.discount]?.source.coupon ?? ''];
    const name = coupon?.name ?? 'Sconto';
    const off = coupon?.percent_off != null ? ` (−${coupon.percent_off}%)` : '';
    rows.push(`<dt>${esc(name)}${esc(off)}</dt><dd>−${money(d.amount)}</dd>`);
  }
  for (const t of totals.taxes) {
    const rate = billing.store.state.taxRates[t.tax_rate_details.tax_rate];
    const label = `${rate?.display_name ?? 'Imposta'} ${rate?.percentage ?? ''}%${t.tax_behavior === 'inclusive' ? ' inclusa' : ''}`;
    rows.push(`<dt>${esc(label)}</dt><dd>${money(t.amount)}</dd>`);
  }
  rows.push(`<dt>Totale</dt><dd><strong>${money(totals.total)}</strong> ${esc(per)}</dd>`);
  return `<dl>${rows.join('')}</dl>`;
}

function summary(billing: Billing, stored: StoredCheckout): string {
  const { session, request } = stored;
  if (session.mode === 'setup') {
    return `<p>Salvataggio del metodo di pagamento: nessun addebito ora.</p>`;
  }
  if (session.mode === 'payment' && stored.payment) {
    const seller = billing.store.state.connect.accounts[billing.store.state.connect.owners[session.id] ?? ''];
    const to = seller?.business_profile.name
      ? `<p>Pagamento a <strong>${esc(seller.business_profile.name)}</strong></p>`
      : '';
    return `${to}<p>${esc(stored.payment.name)}</p><dl><dt>Totale</dt><dd><strong>${esc(
      formatAmount(session.amount_total ?? 0, session.currency ?? 'eur'),
    )}</strong></dd></dl>`;
  }
  const price = request.price ? billing.store.prices.get(request.price) : undefined;
  if (!price || !request.price) return '';
  const per = price.recurring.interval === 'year' ? "all'anno" : 'al mese';
  const totals = sessionTotals(
    billing,
    request.price,
    request.quantity,
    request.discounts,
    request.taxRates ?? [],
  );
  const trial = request.trialEnd
    ? `<p><strong>Gratis fino al ${esc(formatDate(request.trialEnd))}</strong>, poi:</p>`
    : '';
  return `<p><strong>${esc(planLabel(price.recurring.interval))}</strong> – ${esc(price.nickname)}</p>
<p>${esc(formatAmount(price.unit_amount * request.quantity, price.currency))} ${per}</p>
${trial}${amountLines(billing, totals, price.currency, per)}`;
}

export function checkoutPage(
  billing: Billing,
  base: string,
  stored: StoredCheckout,
  card: CardFieldsState = BLANK_CARD,
) {
  const { session } = stored;
  const title = 'Pagamento di prova';
  const note = `<p class="note">Questa pagina è un sostituto locale di Stripe Checkout: nessun pagamento reale viene effettuato.</p>`;
  if (session.status === 'complete') {
    const target = successTarget(stored);
    const done = session.mode === 'setup' ? 'La carta è stata salvata.' : 'Il pagamento è stato completato.';
    return page(
      title,
      base,
      `<h1>${title}</h1>${note}<p role="status">${done}</p>${
        target ? `<p><a href="${esc(target)}">Torna al sito</a></p>` : ''
      }`,
    );
  }
  if (session.status === 'expired') {
    return page(
      title,
      base,
      `<h1>${title}</h1>${note}<p role="status">Questa sessione di pagamento è scaduta.</p>${
        session.cancel_url ? `<p><a href="${esc(session.cancel_url)}">Torna al sito</a></p>` : ''
      }`,
    );
  }
  const submit = session.mode === 'setup' ? 'Salva carta' : 'Paga';
  const cancel = session.cancel_url
    ? `<a class="button secondary" href="${esc(session.cancel_url)}">Annulla</a>`
    : '';
  return page(
    title,
    base,
    `<h1>${title}</h1>
${note}
<section class="panel" aria-labelledby="summary-title">
<h2 id="summary-title">Riepilogo</h2>
${summary(billing, stored)}
</section>
<section class="panel" aria-labelledby="card-title">
<h2 id="card-title">Dati della carta</h2>
<form method="post" action="${esc(base)}/checkout/${esc(session.id)}" novalidate>
${cardFields(card)}
<div class="actions">
<button type="submit">${submit}</button>
${cancel}
</div>
</form>
</section>`,
  );
}

export function notFoundPage(base: string): string {
  return page(
    'Sessione non trovata',
    base,
    `<h1>Sessione non trovata</h1><p>Il collegamento non è valido o è scaduto.</p>`,
  );
}
