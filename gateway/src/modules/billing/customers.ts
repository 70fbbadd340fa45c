import type Stripe from 'stripe';
import type { LocationRow } from '../../db/rows.js';
import { locationSubscriptions } from '../../db/schema/index.js';
import { sql } from 'drizzle-orm';
import { ownerEmail, requireStripe, subscriptionRowOf, type BillingDeps } from './common.js';

type TaxIdType = Stripe.CustomerCreateParams.TaxIdDatum.Type;

/**
 * What Italian e-invoicing needs on the invoice, from the location's business data: its partita IVA
 * (as an EU VAT id) or codice fiscale, and the PEC and SDI code as invoice fields. No card data: cards
 * are typed on the provider's pages only.
 */
export function invoiceDataOf(loc: LocationRow) {
  const taxIds: { type: TaxIdType; value: string }[] = [];
  if (loc.vatNumber) taxIds.push({ type: 'eu_vat', value: `IT${loc.vatNumber.replace(/^IT/i, '')}` });
  if (loc.taxCode) taxIds.push({ type: 'it_cf', value: loc.taxCode.toUpperCase() });
  const customFields = [
    ...(loc.sdiCode ? [{ name: 'Codice SDI', value: loc.sdiCode.toUpperCase() }] : []),
    ...(loc.pec ? [{ name: 'PEC', value: loc.pec }] : []),
  ];
  return { taxIds, customFields, ...invoicedAs(loc) };
}

/**
 * Who the invoice is made out to: the legal name and registered office the host gave; for a location
 * created before they were asked for, its own name and address until a change request supplies them.
 */
function invoicedAs(loc: LocationRow) {
  const legal = loc.legalName && loc.legalAddress && loc.legalCity && loc.legalCap;
  return {
    name: legal ? loc.legalName! : loc.name,
    address: legal
      ? {
          line1: loc.legalAddress!,
          city: loc.legalCity!,
          postal_code: loc.legalCap!,
          state: loc.legalProvince ?? '',
          country: 'IT',
        }
      : { line1: loc.address, city: loc.city, postal_code: loc.cap, state: loc.province, country: 'IT' },
  };
}

/**
 * The location's customer at the provider, created on first need (one per location: the invoice data is
 * the location's business) and brought up to date with its current business data on every checkout and
 * whenever the platform approves a change of it.
 */
export async function syncCustomer(deps: BillingDeps, loc: LocationRow): Promise<string> {
  const stripe = requireStripe(deps.billing);
  const { taxIds, customFields, name, address } = invoiceDataOf(loc);
  const email = (await ownerEmail(deps.db, loc.ownerId)) ?? undefined;
  const fields = {
    name,
    ...(email ? { email } : {}),
    preferred_locales: ['it'],
    // The venue's own name, for the platform's team reading the provider's dashboard.
    metadata: { locationId: loc.id, locationName: loc.name },
    invoice_settings: { custom_fields: customFields.length ? customFields : ('' as const) },
    address,
  };
  const existing = (await subscriptionRowOf(deps.db, loc.id))?.stripeCustomerId;
  if (existing) {
    await stripe.customers.update(existing, fields);
    const current = await stripe.customers.listTaxIds(existing, { limit: 10 });
    for (const t of current.data) {
      if (!taxIds.some((w) => w.type === t.type && w.value === t.value))
        await stripe.customers.deleteTaxId(existing, t.id);
    }
    for (const w of taxIds) {
      if (!current.data.some((t) => t.type === w.type && t.value === w.value))
        await stripe.customers.createTaxId(existing, w);
    }
    return existing;
  }
  // One key per location: a retried first checkout finds the customer the first attempt made.
  const customer = await stripe.customers.create(
    { ...fields, ...(taxIds.length ? { tax_id_data: taxIds } : {}) },
    { idempotencyKey: `customer-${loc.id}` },
  );
  const [row] = await deps.db
    .insert(locationSubscriptions)
    .values({ locationId: loc.id, stripeCustomerId: customer.id })
    .onConflictDoUpdate({
      target: locationSubscriptions.locationId,
      set: {
        stripeCustomerId: sql`coalesce(${locationSubscriptions.stripeCustomerId}, excluded.stripe_customer_id)`,
      },
    })
    .returning({ customer: locationSubscriptions.stripeCustomerId });
  return row?.customer ?? customer.id;
}
