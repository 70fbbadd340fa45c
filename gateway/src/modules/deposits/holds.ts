/**
 * What the quote rules need to know of online deposits, inside their own transactions: whether a quote's
 * deposit must be paid online, ending a payment page still open when the quote changes, and the refund a
 * cancelled booking owes. No provider call here: refunds are tasks done after commit.
 */
import { and, eq } from 'drizzle-orm';
import { depositRefund } from '@festalocation/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  depositPayments,
  hostPaymentAccounts,
  platformTasks,
  quotes,
  type DepositRefundRule,
} from '../../db/schema/index.js';

export type DepositPaymentRow = typeof depositPayments.$inferSelect;

/** The host's account that takes this deposit online, or null when it is paid as agreed. */
export async function onlineDepositAccount(
  tx: DbOrTx,
  depositsOnline: boolean,
  hostId: string,
  depositCents: number,
): Promise<string | null> {
  if (!depositsOnline || depositCents <= 0) return null;
  const [account] = await tx.select().from(hostPaymentAccounts).where(eq(hostPaymentAccounts.userId, hostId));
  return account?.chargesEnabled ? account.providerAccountId : null;
}

/**
 * The account a quote's deposit is paid online to: the host asked for it on this quote, and the host's
 * account takes charges now (one that stopped makes the deposit one paid as agreed again).
 */
export function onlineDepositOf(
  tx: DbOrTx,
  depositsOnline: boolean,
  hostId: string,
  quote: { depositOnline: boolean; depositCents: number },
): Promise<string | null> {
  if (!quote.depositOnline) return Promise.resolve(null);
  return onlineDepositAccount(tx, depositsOnline, hostId, quote.depositCents);
}

/** The request's payment page still open, locked, if any. */
export async function openDeposit(tx: DbOrTx, quoteRequestId: string): Promise<DepositPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(depositPayments)
    .where(and(eq(depositPayments.quoteRequestId, quoteRequestId), eq(depositPayments.status, 'OPEN')))
    .for('update');
  return row ?? null;
}

/**
 * Ends the open payment of a request whose quote changed (declined, revised): the caller frees the held
 * days. A payment that still arrives for it is refunded in full (see the webhook).
 */
export async function expireOpenDeposit(tx: DbOrTx, quoteRequestId: string): Promise<boolean> {
  const open = await openDeposit(tx, quoteRequestId);
  if (!open) return false;
  await tx
    .update(depositPayments)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(eq(depositPayments.id, open.id));
  return true;
}

/** Records a refund owed on a paid deposit, the rule that set it, and the task that makes it at the provider. */
export async function oweRefund(
  tx: DbOrTx,
  payment: DepositPaymentRow,
  locationId: string,
  amountCents: number,
  rule: DepositRefundRule,
): Promise<void> {
  const due = Math.min(payment.amountCents, payment.refundDueCents + amountCents);
  const added = due - payment.refundDueCents;
  if (added <= 0) return;
  await tx
    .update(depositPayments)
    .set({ refundDueCents: due, refundRule: rule, updatedAt: new Date() })
    .where(eq(depositPayments.id, payment.id));
  await tx.insert(platformTasks).values({
    kind: 'REFUND_DEPOSIT',
    locationId,
    payload: { depositPaymentId: payment.id, amountCents: added },
  });
}

/**
 * A confirmed booking called off: the deposit paid online comes back as the accepted quote's policy says
 * (the legal facts': more than 30 days before, all; within 7 days, nothing; in between, the share the
 * paid version of the quote states), all of it when the host cancels. Returns the refund owed.
 */
export async function refundOnCancel(
  tx: DbOrTx,
  request: { id: string; locationId: string; date: string },
  cancelledBy: 'HOST' | 'GUEST',
  cancelledAt: Date,
): Promise<number> {
  const [paid] = await tx
    .select()
    .from(depositPayments)
    .where(and(eq(depositPayments.quoteRequestId, request.id), eq(depositPayments.status, 'PAID')))
    .for('update');
  if (!paid) return 0;
  // The version the guest paid for is the one accepted: its share, never a later default.
  const [accepted] = await tx
    .select({ middleRefundPercent: quotes.middleRefundPercent })
    .from(quotes)
    .where(eq(quotes.id, paid.quoteId));
  const refund = depositRefund({
    paidCents: paid.amountCents,
    eventDate: request.date,
    cancelledAt,
    cancelledBy,
    middleRefundPercent: accepted?.middleRefundPercent ?? null,
  });
  await oweRefund(tx, paid, request.locationId, refund.refundCents, {
    reason: 'CANCELLED',
    window: refund.window,
    percent: refund.percent,
    daysBefore: refund.daysBefore,
    cancelledBy,
  });
  return refund.refundCents;
}
