import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { locationSubscriptions, subscriptionPlans, users } from '../../db/schema/index.js';
import { billingMessages } from '@festa/domain/messages';
import { DomainError } from '../../errors.js';
import type Stripe from 'stripe';
import type { PaymentProvider } from './provider.js';

export interface BillingDeps {
  db: Db;
  config: Config;
  logger: Logger;
  billing: PaymentProvider;
}

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof locationSubscriptions.$inferSelect;

export async function subscriptionRowOf(db: DbOrTx, locationId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(locationSubscriptions)
    .where(eq(locationSubscriptions.locationId, locationId));
  return row ?? null;
}

export async function planById(db: DbOrTx, id: string | null): Promise<PlanRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row ?? null;
}

export function requireStripe(billing: PaymentProvider): Stripe {
  if (!billing.stripe) throw new DomainError('TEMPORARILY_UNAVAILABLE', billingMessages.unavailable);
  return billing.stripe;
}

/** A provider call whose failure the host can only retry: logged by type and code (never the payload). */
export async function atProvider<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const e = err as { type?: string; code?: string; statusCode?: number };
    logger.warn({ what, type: e.type, code: e.code, status: e.statusCode }, 'payment provider call failed');
    throw new DomainError('TEMPORARILY_UNAVAILABLE', billingMessages.unavailable);
  }
}

/** The e-mail of a location's owner (the Stripe customer's address for receipts and invoices). */
export async function ownerEmail(db: DbOrTx, ownerId: string): Promise<string | null> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  return u?.email ?? null;
}
