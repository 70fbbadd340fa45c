import { and, eq, isNull } from 'drizzle-orm';
import { depositPayments, platformTasks } from '../../db/schema/index.js';
import type { DepositDeps } from './accounts.js';

/**
 * Gives back the deposits owed (a cancelled booking, a payment that came too late): each REFUND_DEPOSIT task
 * was written in the transaction that decided it; this makes the refund on the host's account and marks the
 * task done. The idempotency key is the task's, so a retry after a lost answer never refunds twice; a
 * provider that cannot be reached leaves the task for the next run.
 */
export async function runDepositRefundTasks(deps: DepositDeps): Promise<number> {
  const stripe = deps.billing.stripe;
  if (!stripe) return 0;
  const open = await deps.db
    .select()
    .from(platformTasks)
    .where(and(eq(platformTasks.kind, 'REFUND_DEPOSIT'), isNull(platformTasks.doneAt)))
    .limit(50);
  let done = 0;
  const finish = (id: number) =>
    deps.db.update(platformTasks).set({ doneAt: new Date() }).where(eq(platformTasks.id, id));
  for (const task of open) {
    const { depositPaymentId, amountCents } = task.payload as {
      depositPaymentId?: string;
      amountCents?: number;
    };
    const [payment] = depositPaymentId
      ? await deps.db.select().from(depositPayments).where(eq(depositPayments.id, depositPaymentId))
      : [];
    if (!payment || !amountCents || amountCents <= 0) {
      await finish(task.id);
      continue;
    }
    // Paid but its intent not recorded yet: nothing to refund against until the completion is applied.
    if (!payment.paymentIntentId) continue;
    try {
      await stripe.refunds.create(
        {
          payment_intent: payment.paymentIntentId,
          amount: amountCents,
          metadata: { depositPaymentId: payment.id },
        },
        { stripeAccount: payment.providerAccountId, idempotencyKey: `deposit-refund-${task.id}` },
      );
      await finish(task.id);
      done++;
    } catch (err) {
      const e = err as { type?: string; code?: string; statusCode?: number };
      // The provider refuses for good (already refunded, more than is left): retrying would not change it.
      if (e.statusCode === 400 || e.code === 'resource_missing') {
        deps.logger.warn({ taskId: task.id, code: e.code }, 'deposit refund refused by the provider');
        await finish(task.id);
        continue;
      }
      deps.logger.warn({ taskId: task.id, type: e.type, code: e.code }, 'deposit not refunded yet');
    }
  }
  return done;
}
