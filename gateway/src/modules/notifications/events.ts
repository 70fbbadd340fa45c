import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outbox, users } from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import type { Logger } from 'pino';
import type { EmailPayload, PushPayload } from '../../outbox/payloads.js';
import type { OutboxWorker } from '../../outbox/worker.js';
import type { PubSub } from '../../pubsub.js';
import { insertNotification, publishNotification, type NewNotification } from './service.js';
import { composeMessage } from './messages.js';
import { wantsNewLocations } from './preferences.js';

/**
 * Which preference switch governs e-mail and push for each event type. A failed payment or an ended
 * subscription takes the host's location offline: like a receipt, it is always sent (null: no switch).
 * So are the platform's moderation decisions about a host's own location (approved, rejected with a
 * reason, change request decided, suspended): they change what the host may do and must do next, and no
 * preference switch is about them.
 */
const PREFERENCE = {
  NEW_QUOTE_REQUEST: 'notifyQuoteRequests',
  QUOTE_REQUEST_UPDATED: 'notifyQuoteAccepted',
  // A cancelled request is news about the guest's own request, like any other change of its status.
  QUOTE_REQUEST_CANCELLED: 'notifyQuoteAccepted',
  // A priced quote (or its new validity) is the answer to the guest's own request.
  QUOTE_SENT: 'notifyQuoteAccepted',
  // The guest's answer to the host's quote is news about a request the host received.
  QUOTE_ANSWERED: 'notifyQuoteRequests',
  NEW_LOCATION: 'notifyNewLocations',
  SUBSCRIPTION_PAYMENT_FAILED: null,
  SUBSCRIPTION_ENDED: null,
  LOCATION_APPROVED: null,
  LOCATION_REJECTED: null,
  CHANGE_REQUEST_APPROVED: null,
  CHANGE_REQUEST_REJECTED: null,
  LOCATION_SUSPENDED: null,
  // A review is news about the host's requests, and the invitation follows up the guest's own request:
  // each goes with the switch its recipient already set for that kind of news.
  NEW_REVIEW: 'notifyQuoteRequests',
  REVIEW_INVITE: 'notifyQuoteAccepted',
  // The host's answer to the guest's own review follows up their request, like the invitation.
  REVIEW_REPLY: 'notifyQuoteAccepted',
  // The answer to the user's own request, like a receipt (its e-mail is the export's own, not this one).
  DATA_EXPORT_READY: null,
  // A message in a request's conversation is news about that request: the host's switch for the
  // requests it receives, the guest's for the answers to their own.
  MESSAGE_RECEIVED: { HOST: 'notifyQuoteRequests', GUEST: 'notifyQuoteAccepted' },
} as const satisfies Record<
  NewNotification['type'],
  Preference | Record<NewNotification['role'], Preference> | null
>;
type Preference = keyof ReturnType<typeof prefColumns>;

/**
 * Records an event inside the caller's transaction: the feed row always, and the e-mail and push
 * messages in the outbox when the recipient's preference allows. Nothing is sent here, so a slow or
 * broken mail/push server can never fail or slow the request, and a crash after commit loses nothing.
 */
export async function recordEvent(
  tx: DbOrTx,
  publicUrl: string,
  input: NewNotification & { quoteNumber?: number; status?: string },
): Promise<NotificationRow> {
  const { quoteNumber, status, ...notification } = input;
  const row = await insertNotification(tx, notification);
  const [user] = await tx
    .select({ email: users.email, deletedAt: users.deletedAt, ...prefColumns() })
    .from(users)
    .where(eq(users.id, input.userId));
  const rule: Preference | Record<string, Preference> | null = PREFERENCE[input.type];
  const preference = typeof rule === 'object' && rule ? rule[input.role] : rule;
  if (!user || user.deletedAt || (preference && !user[preference])) return row;
  await tx.insert(outbox).values(deliveries(publicUrl, row, user.email, { quoteNumber, status }));
  return row;
}

/** The outbox rows that deliver one feed row: its e-mail to `to`, its push to the row's user. */
export function deliveries(
  publicUrl: string,
  row: NotificationRow,
  to: string,
  extra: { quoteNumber?: number; status?: string } = {},
) {
  const msg = composeMessage(publicUrl, row, extra);
  const email: EmailPayload = { to, subject: msg.subject, text: msg.text, html: msg.html };
  const push: PushPayload = {
    userId: row.userId,
    title: msg.subject,
    body: msg.pushBody,
    data: { route: msg.route, notificationId: row.id },
    link: msg.link,
  };
  return [
    { kind: 'EMAIL' as const, payload: email },
    { kind: 'PUSH' as const, payload: push },
  ];
}

function prefColumns() {
  return {
    notifyQuoteRequests: users.notifyQuoteRequests,
    notifyQuoteAccepted: users.notifyQuoteAccepted,
    notifyNewLocations: wantsNewLocations,
  };
}

/**
 * After commit: a nudge to the outbox worker and live delivery, neither awaited. Live delivery is best
 * effort (the row is the truth, the client reloads its feed on reconnect): a slow or absent Redis must
 * never hold or fail the write that already committed.
 */
export function afterCommit(
  deps: { outbox?: OutboxWorker; pubsub: PubSub; logger: Logger },
  rows: NotificationRow[],
): void {
  deps.outbox?.kick();
  for (const r of rows) {
    publishNotification(deps.pubsub, r).catch((err: unknown) =>
      deps.logger.warn({ err: String(err), notificationId: r.id }, 'live notification not published'),
    );
  }
}
