import { z } from 'zod';

/**
 * The parts of a Stripe event the webhook reads, checked before anything is applied. The signature only
 * proves who sent a body, not that it has the shape we expect: a signed event we cannot read is refused
 * with 400 and the reason logged, never a 500 the provider would retry for days.
 */
const seconds = z.number().int().nonnegative();
const ref = z.union([z.string().min(1), z.object({ id: z.string().min(1) })]).nullish();
const metadata = z.record(z.string(), z.string()).nullish();

const card = z.object({ brand: z.string(), last4: z.string() });
const paymentMethod = z.object({ id: z.string().min(1), customer: ref, card: card.nullish() });

const subscription = z.object({
  id: z.string().min(1),
  customer: ref,
  status: z.string(),
  metadata,
  start_date: seconds,
  cancel_at: seconds.nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  trial_end: seconds.nullish(),
  default_payment_method: z.union([z.string().min(1), paymentMethod]).nullish(),
  items: z.object({
    data: z.array(z.object({ price: z.object({ id: z.string() }), current_period_end: seconds.nullish() })),
  }),
});

const invoice = z.object({
  customer: ref,
  parent: z.object({ subscription_details: z.object({ subscription: ref, metadata }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: seconds }) })) }),
});

const checkoutSession = z.object({
  mode: z.string(),
  metadata,
  client_reference_id: z.string().nullish(),
  subscription: ref,
  customer: ref,
  setup_intent: ref,
});

/** A host's own account at the provider, as its `account.updated` events carry it. */
const connectAccount = z.object({
  id: z.string().min(1).max(255),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  requirements: z.object({ currently_due: z.array(z.string().max(255)).max(200) }).nullish(),
});

/** A deposit's Checkout session, payment intent or charge on a host's account. */
const depositSession = z.object({
  id: z.string().min(1).max(255),
  mode: z.string(),
  metadata,
  payment_intent: ref,
  amount_total: z.number().int().nullish(),
});
const depositIntent = z.object({
  id: z.string().min(1).max(255),
  metadata,
  last_payment_error: z.object({ code: z.string().max(100).nullish() }).nullish(),
});
const depositCharge = z.object({
  id: z.string().min(1).max(255),
  payment_intent: ref,
  amount_refunded: z.number().int().nonnegative(),
});

const envelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
  // Set on events of connected accounts (they come signed with the Connect endpoint's secret).
  account: z.string().min(1).max(255).nullish(),
});

export type WebhookSubscription = z.infer<typeof subscription>;
export type WebhookInvoice = z.infer<typeof invoice>;
export type WebhookCheckoutSession = z.infer<typeof checkoutSession>;
export type WebhookPaymentMethod = z.infer<typeof paymentMethod>;
export type WebhookRef = z.infer<typeof ref>;
export type WebhookConnectAccount = z.infer<typeof connectAccount>;
export type WebhookDepositSession = z.infer<typeof depositSession>;
export type WebhookDepositIntent = z.infer<typeof depositIntent>;
export type WebhookDepositCharge = z.infer<typeof depositCharge>;

interface Common {
  id: string;
  type: string;
  created: number;
}

/** An event as the webhook applies it: the object of the kinds we act on, read through its schema. */
export type WebhookEvent = Common &
  (
    | { kind: 'subscription'; object: WebhookSubscription }
    | { kind: 'invoice'; paid: boolean; object: WebhookInvoice }
    | { kind: 'checkout'; object: WebhookCheckoutSession }
    | { kind: 'card'; object: WebhookPaymentMethod }
    // An event of a host's own account (`account` names it): its onboarding state.
    | { kind: 'connectAccount'; account: string; object: WebhookConnectAccount }
    // A deposit's payment page ended, paid (`paid`) or expired.
    | { kind: 'depositSession'; account: string; paid: boolean; object: WebhookDepositSession }
    | { kind: 'depositFailed'; account: string; object: WebhookDepositIntent }
    | { kind: 'depositRefunded'; account: string; object: WebhookDepositCharge }
    // Acknowledged and recorded, so the provider stops sending it; nothing of ours depends on it.
    | { kind: 'other' }
  );

export type ParsedEvent = { ok: true; event: WebhookEvent } | { ok: false; reason: string };

type Read<T> = { data: T; reason?: undefined } | { reason: string };

/** The first problem as a field path and zod's message: never a value from the body. */
function read<T>(schema: z.ZodType<T>, value: unknown, where: string): Read<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return { reason: `${path || 'event'}: ${issue?.message ?? 'invalid'}` };
}

/**
 * The event behind a verified signature, or why it cannot be read (field path and problem, no values).
 * `connect`: it was signed with the Connect endpoint's secret, so it is about a host's own account, which
 * it must name; such events are read only as Connect events, never as the platform's own.
 */
export function parseWebhookEvent(raw: unknown, connect = false): ParsedEvent {
  const head = read(envelope, raw, '');
  if (head.reason !== undefined) return { ok: false, reason: head.reason };
  const { id, type, created, account } = head.data;
  if (connect) {
    if (!account) return { ok: false, reason: 'account: required on a Connect event' };
    return parseConnectEvent({ id, type, created, account }, head.data.data.object);
  }
  const object = head.data.data.object;
  const common = { id, type, created };
  const as = <K extends WebhookEvent['kind'], T>(
    kind: K,
    schema: z.ZodType<T>,
    extra: object = {},
  ): ParsedEvent => {
    const body = read(schema, object, 'data.object');
    if (body.reason !== undefined) return { ok: false, reason: body.reason };
    return { ok: true, event: { ...common, ...extra, kind, object: body.data } as WebhookEvent };
  };
  switch (type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return as('subscription', subscription);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return as('invoice', invoice, { paid: type === 'invoice.paid' });
    case 'checkout.session.completed':
      return as('checkout', checkoutSession);
    case 'payment_method.attached':
      return as('card', paymentMethod);
    default:
      return { ok: true, event: { ...common, kind: 'other' } };
  }
}

/** Events of hosts' own accounts: onboarding and deposits; anything else is acknowledged and ignored. */
function parseConnectEvent(
  common: { id: string; type: string; created: number; account: string },
  object: unknown,
): ParsedEvent {
  const as = <T>(schema: z.ZodType<T>, make: (data: T) => WebhookEvent): ParsedEvent => {
    const body = read(schema, object, 'data.object');
    return body.reason !== undefined
      ? { ok: false, reason: body.reason }
      : { ok: true, event: make(body.data) };
  };
  const { account } = common;
  switch (common.type) {
    case 'account.updated':
      if ((object as { id?: unknown }).id !== account) {
        return { ok: false, reason: 'data.object.id: not the event account' };
      }
      return as(connectAccount, (o) => ({ ...common, kind: 'connectAccount', object: o }));
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return as(depositSession, (o) => ({
        ...common,
        kind: 'depositSession',
        paid: common.type === 'checkout.session.completed',
        object: o,
      }));
    case 'payment_intent.payment_failed':
      return as(depositIntent, (o) => ({ ...common, kind: 'depositFailed', object: o }));
    case 'charge.refunded':
      return as(depositCharge, (o) => ({ ...common, kind: 'depositRefunded', object: o }));
    default:
      return {
        ok: true,
        event: { id: common.id, type: common.type, created: common.created, kind: 'other' },
      };
  }
}
