import {
  BLANK_CARD,
  cardFields,
  cardLabel,
  esc,
  formatAmount,
  formatDate,
  page,
  planLabel,
  type CardFieldsState,
} from './html.js';
import { invoiceAmounts, pricedSubscription } from './pricing.js';
import type { Store } from './store.js';
import type { PortalSessionObject, StandInSubscription, SubscriptionStatus } from './types.js';

const STATUS: Record<SubscriptionStatus, string> = {
  active: 'Attivo',
  trialing: 'In prova',
  past_due: 'In ritardo',
  unpaid: 'Non pagato',
  canceled: 'Annullato',
  incomplete: 'Incompleto',
};

/** What the next invoice charges, with its discount and tax, as the portal's plan summary says. */
function nextCharge(store: Store, subscription: StandInSubscription): [string, string][] {
  const item = subscription.items.data[0];
  if (!item || subscription.status === 'canceled') return [];
  const totals = invoiceAmounts(
    store.state.coupons,
    pricedSubscription(store, subscription, item.current_period_end),
  );
  const rows: [string, string][] = [];
  for (const d of totals.discounts) {
    const coupon = store.state.coupons[store.state.discounts[d.discount]?.source.coupon ?? ''];
    const off = coupon?.percent_off != null ? ` (−${coupon.percent_off}%)` : '';
    rows.push([
      'Sconto',
      `${coupon?.name ?? 'Sconto'}${off}: −${formatAmount(d.amount, subscription.currency)}`,
    ]);
  }
  const taxes = totals.taxes.map((t) => {
    const rate = store.state.taxRates[t.tax_rate_details.tax_rate];
    return `${rate?.display_name ?? 'Imposta'} ${rate?.percentage ?? ''}%${t.tax_behavior === 'inclusive' ? ' inclusa' : ''}`;
  });
  rows.push([
    'Prossimo addebito',
    `${formatAmount(totals.total, subscription.currency)}${taxes.length ? ` (${taxes.join(', ')})` : ''}`,
  ]);
  return rows;
}

function subscriptionPanel(
  store: Store,
  base: string,
  portalId: string,
  subscription: StandInSubscription,
): string {
  const item = subscription.items.data[0];
  if (!item) return '';
  const price = item.price;
  const per = price.recurring.interval === 'year' ? "all'anno" : 'al mese';
  const headingId = `sub-${esc(subscription.id)}`;
  const rows = [
    ['Stato', STATUS[subscription.status]],
    ['Prezzo', `${formatAmount(price.unit_amount * item.quantity, price.currency)} ${per}`],
    ...nextCharge(store, subscription),
  ];
  if (subscription.status === 'canceled') {
    if (subscription.ended_at) rows.push(['Terminato il', formatDate(subscription.ended_at)]);
  } else if (subscription.cancel_at !== null) {
    rows.push(['Fine', `Terminerà il ${formatDate(subscription.cancel_at)}`]);
  } else {
    rows.push(['Prossimo rinnovo', formatDate(item.current_period_end)]);
  }
  const action = (path: string, label: string, secondary: boolean) =>
    `<form method="post" action="${esc(base)}/portal/${esc(portalId)}/${path}">
<input type="hidden" name="subscription" value="${esc(subscription.id)}">
<button type="submit"${secondary ? ' class="secondary"' : ''}>${label}</button>
</form>`;
  const button =
    subscription.status === 'canceled'
      ? ''
      : subscription.cancel_at !== null
        ? action('reactivate', 'Riattiva abbonamento', false)
        : action('cancel', 'Annulla abbonamento', true);
  return `<section class="panel" aria-labelledby="${headingId}">
<h2 id="${headingId}">${esc(planLabel(price.recurring.interval))} – ${esc(price.nickname)}</h2>
<dl>${rows.map(([term, value]) => `<dt>${esc(term)}</dt><dd>${esc(value)}</dd>`).join('')}</dl>
${button ? `<div class="actions">${button}</div>` : ''}
</section>`;
}

export function portalPage(
  store: Store,
  base: string,
  portal: PortalSessionObject,
  card: CardFieldsState = BLANK_CARD,
): string {
  const title = 'Gestione abbonamento (prova)';
  const customer = store.state.customers[portal.customer];
  const methodId = customer?.invoice_settings.default_payment_method;
  const method = methodId ? store.state.paymentMethods[methodId] : undefined;
  const subscriptions = Object.values(store.state.subscriptions)
    .filter((s) => s.customer === portal.customer)
    .sort((a, b) => b.created - a.created);
  const list =
    subscriptions.length > 0
      ? subscriptions.map((s) => subscriptionPanel(store, base, portal.id, s)).join('\n')
      : '<p>Nessun abbonamento.</p>';
  const back = portal.return_url
    ? `<p><a href="${esc(portal.return_url)}">Torna a Festalocation</a></p>`
    : '';
  return page(
    title,
    base,
    `<h1>${title}</h1>
<p class="note">Questa pagina è un sostituto locale del portale clienti di Stripe: nessun addebito reale.</p>
${back}
${list}
<section class="panel" aria-labelledby="card-title">
<h2 id="card-title">Metodo di pagamento</h2>
<p>${method ? esc(cardLabel(method.card.brand, method.card.last4)) : 'Nessuna carta salvata'}</p>
<form method="post" action="${esc(base)}/portal/${esc(portal.id)}/card" novalidate aria-labelledby="update-card-title">
<h3 id="update-card-title">Aggiorna carta</h3>
${cardFields(card)}
<div class="actions"><button type="submit">Salva nuova carta</button></div>
</form>
</section>`,
  );
}
