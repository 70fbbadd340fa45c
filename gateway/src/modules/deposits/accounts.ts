import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { hostPaymentAccounts } from '../../db/schema/index.js';
import { depositMessages } from '@festalocation/domain/messages';
import { DomainError } from '../../errors.js';
import { atProvider } from '../billing/common.js';
import type { Applied } from '../billing/apply.js';
import type { PaymentProvider } from '../billing/provider.js';
import type { WebhookConnectAccount } from '../billing/webhookEvents.js';

export interface DepositDeps {
  db: Db;
  config: Config;
  logger: Logger;
  billing: PaymentProvider;
}

export type DepositAccountStatus = 'NOT_STARTED' | 'DETAILS_REQUIRED' | 'PENDING' | 'ACTIVE';

export interface DepositAccountView {
  /** Whether the platform takes deposits online at all (a provider and its Connect endpoint are configured). */
  available: boolean;
  status: DepositAccountStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  dashboardUrl: string | null;
}

type AccountRow = typeof hostPaymentAccounts.$inferSelect;

/** Where the provider sends the host back after onboarding, and where an expired link is made anew. */
export const DEPOSIT_SETTINGS_PATH = '/dashboard/payments';

export const depositsOnline = (billing: PaymentProvider) =>
  billing.stripe !== null && billing.connectWebhookSecret !== null;

export async function paymentAccountOf(db: DbOrTx, userId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(hostPaymentAccounts).where(eq(hostPaymentAccounts.userId, userId));
  return row ?? null;
}

/** The state in words the dashboard shows: data still required, being verified, or taking deposits. */
export function statusOf(row: AccountRow | null): DepositAccountStatus {
  if (!row) return 'NOT_STARTED';
  if (row.chargesEnabled) return 'ACTIVE';
  return row.detailsSubmitted ? 'PENDING' : 'DETAILS_REQUIRED';
}

export async function depositAccountView(deps: DepositDeps, userId: string): Promise<DepositAccountView> {
  const row = await paymentAccountOf(deps.db, userId);
  return {
    available: depositsOnline(deps.billing),
    status: statusOf(row),
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    requirementsDue: row?.requirementsDue ?? [],
    dashboardUrl: row ? deps.billing.dashboardUrl(row.providerAccountId) : null,
  };
}

/**
 * 'Incassa la caparra online': the host's account at the provider (made once: the provider's idempotency
 * key and the unique row make a double click one account), then a fresh onboarding link, single use.
 */
export async function startDepositOnboarding(
  deps: DepositDeps,
  host: { id: string; email: string },
): Promise<string> {
  const stripe = deps.billing.stripe;
  if (!stripe || !depositsOnline(deps.billing)) {
    throw new DomainError('TEMPORARILY_UNAVAILABLE', depositMessages.onlineOff);
  }
  let row = await paymentAccountOf(deps.db, host.id);
  if (!row) {
    const account = await atProvider(deps.logger, 'create connected account', () =>
      stripe.accounts.create(
        { type: 'standard', country: 'IT', email: host.email, metadata: { userId: host.id } },
        { idempotencyKey: `host-account-${host.id}` },
      ),
    );
    await deps.db
      .insert(hostPaymentAccounts)
      .values({ userId: host.id, providerAccountId: account.id })
      .onConflictDoNothing();
    row = await paymentAccountOf(deps.db, host.id);
    if (!row) throw new DomainError('TEMPORARILY_UNAVAILABLE', depositMessages.onlineOff);
  }
  const base = deps.config.PUBLIC_URL.replace(/\/$/, '');
  const accountId = row.providerAccountId;
  const link = await atProvider(deps.logger, 'create account link', () =>
    stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${base}${DEPOSIT_SETTINGS_PATH}?link=expired`,
      return_url: `${base}${DEPOSIT_SETTINGS_PATH}?link=done`,
    }),
  );
  return link.url;
}

/**
 * `account.updated` from a host's account: its state, unless the row already holds a newer one (events
 * can arrive out of order). An account we do not know (made elsewhere on the platform) changes nothing.
 */
export async function applyAccountUpdate(
  tx: DbOrTx,
  account: WebhookConnectAccount,
  eventAt: Date,
): Promise<Applied> {
  const [row] = await tx
    .select()
    .from(hostPaymentAccounts)
    .where(eq(hostPaymentAccounts.providerAccountId, account.id))
    .for('update');
  if (!row) return { outcome: 'unmatched', notifications: [] };
  if (row.stateAt && row.stateAt > eventAt) return { outcome: 'stale', notifications: [] };
  await tx
    .update(hostPaymentAccounts)
    .set({
      chargesEnabled: account.charges_enabled,
      payoutsEnabled: account.payouts_enabled,
      detailsSubmitted: account.details_submitted,
      requirementsDue: account.requirements?.currently_due ?? [],
      stateAt: eventAt,
      updatedAt: new Date(),
    })
    .where(eq(hostPaymentAccounts.userId, row.userId));
  return { outcome: 'applied', notifications: [] };
}
