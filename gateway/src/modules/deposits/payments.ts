/**
 * The guest pays a quote's deposit online as part of accepting it: a Checkout session in payment mode on the
 * host's own account (a direct charge), the quote's ambients and services held for the guest while the page
 * is open, the booking confirmed by the provider's `checkout.session.completed`, the hold freed when the page
 * expires. A payment that arrives when the booking can no longer be made is refunded in full.
 */
import { and, eq, lt } from 'drizzle-orm';
import { depositMessages, quotePricingMessages as m } from '@festalocation/domain/messages';
import { isUuid, todayInRome } from '@festalocation/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { NotificationRow } from '../../db/rows.js';
import { depositPayments, quoteRequests, users } from '../../db/schema/index.js';
import { conflict, DomainError } from '../../errors.js';
import { atProvider } from '../billing/common.js';
import type { Applied } from '../billing/apply.js';
import type {
  WebhookDepositCharge,
  WebhookDepositIntent,
  WebhookDepositSession,
} from '../billing/webhookEvents.js';
import { freeBookedDays } from '../quotes/cancel.js';
import {
  book,
  lockRequest,
  quoteVersions,
  requireAction,
  shareLockLocation,
  tellOtherSide,
} from '../quotes/priced.js';
import type { QuoteRequestView } from '../quotes/view.js';
import { depositsOnline, type DepositDeps } from './accounts.js';
import { onlineDepositOf, openDeposit, oweRefund, type DepositPaymentRow } from './holds.js';
import { queueDepositReceipts, queueRefundReceipts } from './mails.js';

/** The hold the guest is told of: Checkout's shortest life, so the payment page and the hold end together. */
export const DEPOSIT_HOLD_MINUTES = 30;
/**
 * Added to it: the provider counts its 30-minute minimum from when it receives the request, a moment after
 * ours, and refuses an expiry even a second short of it.
 */
const PROVIDER_SLACK_MS = 60_000;
/** An open page this close to its end is not handed out again: a new one (and a new hold) is made. */
const REUSE_MARGIN_MS = 2 * 60_000;

const requestPath = (id: string) => `/profile/quote-requests/${id}`;

type Started =
  { kind: 'reuse'; url: string } | { kind: 'new'; payment: DepositPaymentRow; accountId: string };

/** Returns the payment page's address: the one already open for this request, or a new one. */
export async function startDepositPayment(
  deps: DepositDeps & { now?: Date },
  view: QuoteRequestView,
  version: number,
): Promise<string> {
  const stripe = deps.billing.stripe;
  if (!stripe || !depositsOnline(deps.billing))
    throw conflict(depositMessages.notOnline, { field: 'version' });
  const now = deps.now ?? new Date();
  const today = todayInRome(now);
  const started = await deps.db.transaction(async (tx): Promise<Started> => {
    await shareLockLocation(tx, view.location.id);
    const row = await lockRequest(tx, view.id);
    const open = await openDeposit(tx, row.id);
    if (open?.checkoutUrl && open.holdUntil.getTime() - now.getTime() > REUSE_MARGIN_MS) {
      return { kind: 'reuse', url: open.checkoutUrl };
    }
    if (open) await endHold(tx, open, row.id);
    if (row.status === 'QUOTED' && row.quoteValidUntil && row.quoteValidUntil < today) {
      throw conflict(m.expired, { field: 'version' });
    }
    requireAction('GUEST', 'ACCEPT', row, today);
    const [latest] = await quoteVersions(tx, row.id);
    if (!latest || latest.version !== version) throw conflict(m.revised, { field: 'version' });
    const accountId = await onlineDepositOf(tx, true, view.ownerId, latest);
    if (!accountId) throw conflict(depositMessages.notOnline, { field: 'version' });
    // The hold: the same booked rows a confirmation makes, so no other guest can take the day meanwhile.
    await book(tx, row);
    const [payment] = await tx
      .insert(depositPayments)
      .values({
        quoteRequestId: row.id,
        quoteId: latest.id,
        providerAccountId: accountId,
        amountCents: latest.depositCents,
        holdUntil: new Date(now.getTime() + DEPOSIT_HOLD_MINUTES * 60_000 + PROVIDER_SLACK_MS),
      })
      .returning();
    return { kind: 'new', payment: payment!, accountId };
  });
  if (started.kind === 'reuse') return started.url;
  const { payment, accountId } = started;
  const base = deps.config.PUBLIC_URL.replace(/\/$/, '');
  const [guest] = view.userId
    ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, view.userId))
    : [];
  const metadata = { depositPaymentId: payment.id, quoteRequestId: view.id };
  try {
    const session = await atProvider(deps.logger, 'create deposit checkout', () =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency,
                unit_amount: payment.amountCents,
                product_data: { name: `Caparra – ${view.location.name}, ${view.date}` },
              },
            },
          ],
          payment_intent_data: {
            metadata,
            ...(deps.config.DEPOSIT_PLATFORM_FEE_PERCENT > 0
              ? {
                  application_fee_amount: Math.round(
                    (payment.amountCents * deps.config.DEPOSIT_PLATFORM_FEE_PERCENT) / 100,
                  ),
                }
              : {}),
          },
          metadata,
          ...(guest?.email ? { customer_email: guest.email } : {}),
          expires_at: Math.floor(payment.holdUntil.getTime() / 1000),
          locale: 'it',
          success_url: `${base}${requestPath(view.id)}?caparra=pagata`,
          cancel_url: `${base}${requestPath(view.id)}?caparra=annullata`,
        },
        { stripeAccount: accountId, idempotencyKey: `deposit-${payment.id}` },
      ),
    );
    if (!session.url) throw new DomainError('TEMPORARILY_UNAVAILABLE', depositMessages.notOnline);
    await deps.db
      .update(depositPayments)
      .set({ checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: new Date() })
      .where(eq(depositPayments.id, payment.id));
    return session.url;
  } catch (err) {
    // No page: the dates go back at once and the quote stays open.
    await deps.db.transaction(async (tx) => {
      await shareLockLocation(tx, view.location.id);
      await lockRequest(tx, view.id);
      const still = await openDeposit(tx, view.id);
      if (still?.id === payment.id) await endHold(tx, still, view.id);
    });
    throw err;
  }
}

/** Ends an open payment and frees the days it held (the request was not confirmed: they are the hold). */
async function endHold(tx: DbOrTx, payment: DepositPaymentRow, quoteRequestId: string) {
  await tx
    .update(depositPayments)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(eq(depositPayments.id, payment.id));
  const [request] = await tx
    .select({ status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId));
  if (request?.status !== 'CONFIRMED') await freeBookedDays(tx, [quoteRequestId]);
}

/** The payment an event names, when it lives on the event's account (another host's event finds nothing). */
async function paymentOf(tx: DbOrTx, account: string, metadata: Record<string, string> | null | undefined) {
  const id = metadata?.['depositPaymentId'];
  if (!id || !isUuid(id)) return null;
  const [row] = await tx.select().from(depositPayments).where(eq(depositPayments.id, id));
  return row && row.providerAccountId === account ? row : null;
}

/** Locks in the order every writer takes them: the location (share), the request, then the payment. */
async function lockPayment(tx: DbOrTx, payment: DepositPaymentRow) {
  const [request] = await tx
    .select({ locationId: quoteRequests.locationId })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, payment.quoteRequestId));
  if (!request) return null;
  await shareLockLocation(tx, request.locationId);
  const row = await lockRequest(tx, payment.quoteRequestId);
  const [locked] = await tx
    .select()
    .from(depositPayments)
    .where(eq(depositPayments.id, payment.id))
    .for('update');
  return locked ? { row, payment: locked } : null;
}

const none = (outcome: Applied['outcome']): Applied => ({ outcome, notifications: [] });

/**
 * `checkout.session.completed` / `.expired` for a deposit. Paid while the hold stands: the booking is
 * confirmed and the host told. Paid after the page was ended (the quote changed, the hold lapsed): the
 * booking is made if the quote is still the one paid for and the days are still free, else the whole
 * deposit is refunded. Expired: the hold ends and the quote stays open.
 */
export async function applyDepositSession(
  tx: DbOrTx,
  publicUrl: string,
  account: string,
  session: WebhookDepositSession,
  paid: boolean,
): Promise<Applied> {
  if (session.mode !== 'payment') return none('unmatched');
  const found = await paymentOf(tx, account, session.metadata);
  if (!found || (found.checkoutSessionId && found.checkoutSessionId !== session.id)) return none('unmatched');
  const locked = await lockPayment(tx, found);
  if (!locked) return none('unmatched');
  const { row, payment } = locked;
  if (payment.status === 'PAID') return none('stale');
  if (!paid) {
    if (payment.status !== 'OPEN') return none('stale');
    await endHold(tx, payment, row.id);
    return none('applied');
  }
  const intent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const paidAt = new Date();
  await tx
    .update(depositPayments)
    .set({
      status: 'PAID',
      paidAt,
      paymentIntentId: intent,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(eq(depositPayments.id, payment.id));
  // The money moved whatever happens to the booking next (a late payment is refunded): both get receipts.
  await queueDepositReceipts(tx, publicUrl, payment, paidAt);
  const [latest] = await quoteVersions(tx, row.id);
  const current = row.status === 'QUOTED' && latest?.id === payment.quoteId;
  const booked = current && (payment.status === 'OPEN' || (await bookAgain(tx, row)));
  if (!booked) {
    await oweRefund(tx, { ...payment, status: 'PAID' }, row.locationId, payment.amountCents, {
      reason: 'LATE_PAYMENT',
      window: 'FULL',
      percent: 100,
    });
    return none('applied');
  }
  const [confirmed] = await tx
    .update(quoteRequests)
    .set({ status: 'CONFIRMED', updatedAt: new Date() })
    .where(eq(quoteRequests.id, row.id))
    .returning();
  const events: NotificationRow[] = await tellOtherSide(tx, publicUrl, confirmed!, 'GUEST', 'QUOTE_ANSWERED');
  return { outcome: 'applied', notifications: events };
}

/** The days again, for a payment whose hold had ended: in a savepoint, so a day now taken refuses only this. */
async function bookAgain(tx: DbOrTx, row: Parameters<typeof book>[1]): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => book(inner, row));
    return true;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'CONFLICT') return false;
    throw err;
  }
}

/** A declined card: recorded for the page's next try; the quote and the hold stay as they are. */
export async function applyDepositFailed(
  tx: DbOrTx,
  account: string,
  intent: WebhookDepositIntent,
): Promise<Applied> {
  const payment = await paymentOf(tx, account, intent.metadata);
  if (!payment) return none('unmatched');
  await tx
    .update(depositPayments)
    .set({ lastError: intent.last_payment_error?.code ?? 'payment_failed', updatedAt: new Date() })
    .where(and(eq(depositPayments.id, payment.id), eq(depositPayments.status, 'OPEN')));
  return none('applied');
}

/** `charge.refunded`: what the provider has given back so far (it only grows, so older never wins). */
export async function applyDepositRefunded(
  tx: DbOrTx,
  publicUrl: string,
  account: string,
  charge: WebhookDepositCharge,
): Promise<Applied> {
  const intent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  if (!intent) return none('unmatched');
  const [payment] = await tx
    .select()
    .from(depositPayments)
    .where(and(eq(depositPayments.paymentIntentId, intent), eq(depositPayments.providerAccountId, account)))
    .for('update');
  if (!payment) return none('unmatched');
  if (charge.amount_refunded <= payment.refundedCents) return none('stale');
  const refunded = Math.min(payment.amountCents, charge.amount_refunded);
  await tx
    .update(depositPayments)
    .set({ refundedCents: refunded, updatedAt: new Date() })
    .where(eq(depositPayments.id, payment.id));
  await queueRefundReceipts(tx, publicUrl, payment, refunded - payment.refundedCents);
  return none('applied');
}

/** Holds whose page lapsed without the provider's word (a lost event): ended as `expired` would. */
export async function releaseLapsedHolds(db: Db, now = new Date()): Promise<number> {
  const lapsed = await db
    .select()
    .from(depositPayments)
    .where(
      and(
        eq(depositPayments.status, 'OPEN'),
        lt(depositPayments.holdUntil, new Date(now.getTime() - 60_000)),
      ),
    );
  for (const payment of lapsed) {
    await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment);
      if (locked?.payment.status === 'OPEN') await endHold(tx, locked.payment, locked.row.id);
    });
  }
  return lapsed.length;
}
