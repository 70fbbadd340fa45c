import { eq } from 'drizzle-orm';
import type { TestGateway } from '../../test/harness.js';
import { locations } from '../../db/schema/index.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import type { LocationSpec } from '../../test/factories.js';
import type { StripeStandIn } from '@festalocation/stripe-standin';

export const GOOD_CARD = { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Maria Rossi' };

export const SUBSCRIPTION = `query ($id: ID!) {
  locationSubscription(locationId: $id) {
    hasProviderSubscription renewalDate cancelAt trialEnd hasInsertedTemporaryPaymentMethod
    plan { id type amount currency }
    paymentMethod { brand last4 }
    location { id subscriptionStatus subscriptionType approvalStatus canEdit hasInsertedTemporaryPaymentMethod }
  }
}`;
export const CHECKOUT = `mutation ($id: ID!, $price: String!) { createCheckoutSession(locationId: $id, priceId: $price) { url } }`;
export const PORTAL = `mutation ($id: ID!) { createBillingPortalSession(locationId: $id) { url } }`;

export interface SubscriptionView {
  hasProviderSubscription: boolean;
  renewalDate: string | null;
  cancelAt: string | null;
  trialEnd: string | null;
  hasInsertedTemporaryPaymentMethod: boolean;
  plan: { id: string; type: string; amount: number; currency: string } | null;
  paymentMethod: { brand: string; last4: string } | null;
  location: { id: string; subscriptionStatus: string; subscriptionType: string; canEdit: boolean };
}

export const standInOf = (gw: TestGateway): StripeStandIn => {
  const s = gw.app.billing.standIn;
  if (!s) throw new Error('the gateway runs without the Stripe stand-in');
  return s;
};

/** The hosted page's address on the test gateway (PUBLIC_URL is a name the tests cannot reach). */
export const onGateway = (gw: TestGateway, url: string) => {
  const u = new URL(url);
  return `${gw.url}${u.pathname}${u.search}`;
};

/** A host with a location of `spec` (approved and inactive by default), signed in as HOST. */
export async function hostWithLocation(gw: TestGateway, spec: LocationSpec = {}) {
  const host = await buildUser(gw.database.db);
  const location = await buildLocation(gw.database.db, {
    ownerId: host.id,
    subscriptionStatus: 'INACTIVE',
    publishedAt: null,
    vatNumber: '00743110157',
    pec: 'villa@pec.it',
    sdiCode: 'M5UXCR1',
    ...spec,
  });
  return { host, location, token: await tokenFor(gw, host, 'HOST') };
}

export async function subscriptionOf(gw: TestGateway, id: string, token: string): Promise<SubscriptionView> {
  const res = await gw.gql<{ locationSubscription: SubscriptionView }>(SUBSCRIPTION, { id }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.locationSubscription;
}

/** Opens Checkout for the plan and pays on the stand-in's page as a person would; returns where it sends back. */
export async function payCheckout(
  gw: TestGateway,
  locationId: string,
  token: string,
  price = 'price_demo_year',
  card = GOOD_CARD,
): Promise<{ status: number; location: string | null; html: string }> {
  const res = await gw.gql<{ createCheckoutSession: { url: string } }>(
    CHECKOUT,
    { id: locationId, price },
    { token },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  const page = onGateway(gw, res.data.createCheckoutSession.url);
  const form = await fetch(page);
  if (form.status !== 200) throw new Error(`checkout page answered ${form.status}`);
  const paid = await fetch(page, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
  await standInOf(gw).settle();
  return { status: paid.status, location: paid.headers.get('location'), html: await paid.text() };
}

export async function isPublic(gw: TestGateway, id: string): Promise<boolean> {
  const [row] = await gw.database.db
    .select({ isPublic: locations.isPublic })
    .from(locations)
    .where(eq(locations.id, id));
  return row?.isPublic ?? false;
}
