import { int, invalid, missing, str, type ParamObject } from './params.js';
import { newId, nowSeconds } from './store.js';
import type { Billing } from './billing.js';
import { advance, end, periodEnd } from './subscriptions.js';
import type { StandInSubscription, TestClockObject } from './types.js';

/**
 * Stripe's Test Clocks (`/v1/test_helpers/test_clocks`): a customer created on a clock lives in the
 * clock's time, and advancing the clock runs what falls due meanwhile, in time order: a trial ending (the
 * first paid invoice, with the discounts then in force), renewals, a scheduled cancellation. As at Stripe,
 * `advance` answers at once with the clock `advancing`; it turns `ready` (and
 * `test_helpers.test_clock.ready` is sent) once the work is done.
 */

const DELETES_AFTER_S = 30 * 86_400;

export function createClock(billing: Billing, params: ParamObject): TestClockObject {
  const frozen = int(params, 'frozen_time');
  if (frozen === undefined) throw invalid('Missing required param: frozen_time.', 'frozen_time');
  const now = nowSeconds();
  const clock: TestClockObject = {
    id: newId('clock_'),
    object: 'test_helpers.test_clock',
    created: now,
    deletes_after: now + DELETES_AFTER_S,
    frozen_time: frozen,
    livemode: false,
    name: str(params, 'name') ?? null,
    status: 'ready',
    status_details: {},
  };
  billing.store.state.testClocks[clock.id] = clock;
  billing.store.save();
  return clock;
}

export function getClock(billing: Billing, id: string): TestClockObject {
  const clock = billing.store.state.testClocks[id];
  if (!clock) throw missing('test_helpers.test_clock', id);
  return clock;
}

/** Deleting a clock deletes the customers on it and their objects, as Stripe does. */
export function deleteClock(billing: Billing, id: string) {
  getClock(billing, id);
  const { state } = billing.store;
  delete state.testClocks[id];
  for (const customer of Object.values(state.customers)) {
    if (customer.test_clock !== id) continue;
    delete state.customers[customer.id];
    for (const s of Object.values(state.subscriptions))
      if (s.customer === customer.id) delete state.subscriptions[s.id];
  }
  billing.store.save();
  return { id, object: 'test_helpers.test_clock' as const, deleted: true as const };
}

export function advanceClock(billing: Billing, id: string, params: ParamObject): TestClockObject {
  const clock = getClock(billing, id);
  const target = int(params, 'frozen_time');
  if (target === undefined) throw invalid('Missing required param: frozen_time.', 'frozen_time');
  if (clock.status === 'advancing') throw invalid('The test clock is already advancing.', 'frozen_time');
  if (target <= clock.frozen_time)
    throw invalid('The frozen time must be after the current frozen time of the test clock.', 'frozen_time');
  clock.status = 'advancing';
  clock.status_details = { advancing: { target_frozen_time: target } };
  billing.store.save();
  const answer = structuredClone(clock);
  // After the answer, as Stripe does the work in the background.
  setImmediate(() => runUntil(billing, clock, target));
  return answer;
}

/** The next thing due on a subscription: its scheduled end or the end of its period (or trial). */
function nextDue(s: StandInSubscription): number | null {
  if (s.status === 'canceled') return null;
  const periodEnds = periodEnd(s);
  return s.cancel_at !== null && s.cancel_at <= periodEnds ? s.cancel_at : periodEnds;
}

function runUntil(billing: Billing, clock: TestClockObject, target: number): void {
  const { state } = billing.store;
  const onClock = () =>
    Object.values(state.subscriptions).filter(
      (s) => state.customers[s.customer]?.test_clock === clock.id && s.status !== 'canceled',
    );
  for (;;) {
    let first: { s: StandInSubscription; due: number } | null = null;
    for (const s of onClock()) {
      const due = nextDue(s);
      if (due !== null && due <= target && (!first || due < first.due)) first = { s, due };
    }
    if (!first) break;
    clock.frozen_time = first.due;
    const { s, due } = first;
    if (s.cancel_at !== null && s.cancel_at === due) end(billing, s, due);
    else advance(billing, s, true);
  }
  clock.frozen_time = target;
  clock.status = 'ready';
  clock.status_details = {};
  billing.store.save();
  billing.webhooks.emit('test_helpers.test_clock.ready', clock, { at: target });
}
