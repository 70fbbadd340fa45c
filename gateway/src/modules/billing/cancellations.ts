import { and, eq, isNull } from 'drizzle-orm';
import { locations, platformTasks } from '../../db/schema/index.js';
import type { BillingDeps } from './common.js';
import { subscriptionRowOf } from './common.js';
import { syncCustomer } from './customers.js';

/**
 * Cancels at the provider the subscriptions of deleted locations: the deletion wrote a
 * CANCEL_SUBSCRIPTION task in its own transaction; this does it and marks it done. A provider that cannot
 * be reached leaves the task open for the next run, so no deleted location is ever charged again.
 */
export async function runCancellationTasks(deps: BillingDeps): Promise<number> {
  const stripe = deps.billing.stripe;
  if (!stripe) return 0;
  const open = await deps.db
    .select()
    .from(platformTasks)
    .where(and(eq(platformTasks.kind, 'CANCEL_SUBSCRIPTION'), isNull(platformTasks.doneAt)))
    .limit(50);
  let done = 0;
  for (const task of open) {
    const subscriptionId = (task.payload as { stripeSubscriptionId?: string }).stripeSubscriptionId;
    try {
      if (subscriptionId) {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        // Cancelled now, not at the period's end: the location is gone (the host terms: no refunds).
        if (current.status !== 'canceled')
          await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `delete-${task.id}` });
      }
      await deps.db.update(platformTasks).set({ doneAt: new Date() }).where(eq(platformTasks.id, task.id));
      done++;
    } catch (err) {
      const e = err as { type?: string; code?: string };
      if (e.code === 'resource_missing') {
        await deps.db.update(platformTasks).set({ doneAt: new Date() }).where(eq(platformTasks.id, task.id));
        continue;
      }
      deps.logger.warn({ taskId: task.id, type: e.type, code: e.code }, 'subscription not cancelled yet');
    }
  }
  return done;
}

/**
 * Brings a location's customer at the provider up to date after the platform approved a change of its
 * business data (legal name, registered office, tax number, PEC, SDI): the change request's approval wrote
 * a SYNC_BILLING_CUSTOMER task in its transaction, so the next invoice carries the new data even when the
 * provider could not be reached at that moment. A location without a customer yet has nothing to update
 * (its first checkout sends the data).
 */
export async function runCustomerSyncTasks(deps: BillingDeps): Promise<number> {
  if (!deps.billing.stripe) return 0;
  const open = await deps.db
    .select()
    .from(platformTasks)
    .where(and(eq(platformTasks.kind, 'SYNC_BILLING_CUSTOMER'), isNull(platformTasks.doneAt)))
    .limit(50);
  let done = 0;
  for (const task of open) {
    try {
      const [loc] = await deps.db.select().from(locations).where(eq(locations.id, task.locationId));
      const customer =
        loc && !loc.deletedAt ? (await subscriptionRowOf(deps.db, loc.id))?.stripeCustomerId : null;
      if (loc && customer) await syncCustomer(deps, loc);
      await deps.db.update(platformTasks).set({ doneAt: new Date() }).where(eq(platformTasks.id, task.id));
      done++;
    } catch (err) {
      const e = err as { type?: string; code?: string };
      deps.logger.warn({ taskId: task.id, type: e.type, code: e.code }, 'billing customer not updated yet');
    }
  }
  return done;
}

/** Runs the tasks now and then every `intervalMs`, one run at a time; `kick` asks for a run soon. */
export function startCancellationWorker(
  deps: BillingDeps,
  intervalMs = 10 * 60_000,
  /** More provider work of the same kind run with these (deposit refunds, lapsed deposit holds). */
  also: ((deps: BillingDeps) => Promise<number>)[] = [],
) {
  let running: Promise<number> | null = null;
  const run = () => {
    running ??= Promise.all([
      runCancellationTasks(deps),
      runCustomerSyncTasks(deps),
      ...also.map((job) => job(deps)),
    ])
      .then((counts) => counts.reduce((sum, n) => sum + n, 0))
      .catch((err: unknown) => {
        deps.logger.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'cancellation run failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    kick: () => void run(),
    /** Waits for the run in progress, then runs once more (tests). */
    drain: async () => {
      if (running) await running;
      return run();
    },
    stop: async () => {
      clearInterval(timer);
      if (running) await running;
    },
  };
}

export type CancellationWorker = ReturnType<typeof startCancellationWorker>;
