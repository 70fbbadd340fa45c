import { formatDDMMYYYY, quoteStatusLabel } from '@festalocation/domain';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { REVIEWS_ANCHOR } from '../reviews/rules';
import type { NotificationsFeedQuery } from './notifications.generated';

type Item = NotificationsFeedQuery['notifications']['items'][number];

const own = (path: string) => ({ path, selectLocation: true });
const elsewhere = (path: string) => ({ path, selectLocation: false });

const t = accountIt.notificationsPage;

/** What a notification says; a new type added to the schema fails to compile here until it has its text. */
export function text(n: Item): string {
  const name = n.metadata.location?.name ?? '';
  const reason = n.metadata.reason;
  switch (n.type) {
    case 'NEW_QUOTE_REQUEST':
      return t.newRequest(name);
    case 'QUOTE_REQUEST_UPDATED':
      return t.updated(name, quoteStatusLabel(n.metadata.quoteRequest?.status ?? ''));
    case 'QUOTE_REQUEST_CANCELLED': {
      const date = n.metadata.quoteRequest?.date;
      return t.cancelled(name, date ? formatDDMMYYYY(date) : null, reason);
    }
    case 'QUOTE_SENT':
      return t.quoteSent(name);
    case 'QUOTE_ANSWERED': {
      const status = n.metadata.quoteRequest?.status;
      if (status === 'CANCELLED') return t.bookingCancelled(name, reason);
      return status === 'CONFIRMED' ? t.quoteAccepted(name) : t.quoteDeclined(name, reason);
    }
    case 'NEW_LOCATION':
      return t.newLocation(name, n.metadata.location?.city ?? '');
    case 'SUBSCRIPTION_PAYMENT_FAILED':
      return t.subscriptionPaymentFailed(name);
    case 'SUBSCRIPTION_ENDED':
      return t.subscriptionEnded(name);
    case 'LOCATION_APPROVED':
      return t.locationApproved(name);
    case 'LOCATION_REJECTED':
      return t.locationRejected(name, reason);
    case 'CHANGE_REQUEST_APPROVED':
      return t.changeRequestApproved(name);
    case 'CHANGE_REQUEST_REJECTED':
      return t.changeRequestRejected(name, reason);
    case 'LOCATION_SUSPENDED':
      return t.locationSuspended(name, reason);
    case 'REVIEW_INVITE':
      return t.reviewInvite(name);
    case 'NEW_REVIEW':
      return t.newReview(name);
    case 'REVIEW_REPLY':
      return t.reviewReply(name);
    case 'DATA_EXPORT_READY':
      return t.dataExportReady;
    case 'MESSAGE_RECEIVED':
      return n.role === 'HOST'
        ? conversationIt.notifications.toHost(name)
        : conversationIt.notifications.toGuest(name);
    default: {
      const unknown: never = n.type;
      return unknown;
    }
  }
}

/**
 * Where a notification leads, or null for nowhere; `selectLocation` when it is about one of the host's own
 * locations, which must be the selected one for the dashboard to show it. The platform's decisions open the
 * essential settings ('Impostazioni'), where the rejection, suspension and change-request banners are; an
 * approval opens the dashboard.
 */
export function target(n: Item): { path: string; selectLocation: boolean } | null {
  const slug = n.metadata.location?.slug;
  switch (n.type) {
    case 'NEW_QUOTE_REQUEST':
    case 'QUOTE_ANSWERED':
      return n.quoteRequestId ? own(`/dashboard/quote-requests/${n.quoteRequestId}`) : null;
    case 'SUBSCRIPTION_PAYMENT_FAILED':
    case 'SUBSCRIPTION_ENDED':
      return own('/dashboard/subscription');
    case 'LOCATION_APPROVED':
      return own('/dashboard');
    case 'LOCATION_REJECTED':
    case 'LOCATION_SUSPENDED':
    case 'CHANGE_REQUEST_APPROVED':
    case 'CHANGE_REQUEST_REJECTED':
      return own('/dashboard/settings');
    case 'QUOTE_REQUEST_UPDATED':
    case 'QUOTE_REQUEST_CANCELLED':
    case 'QUOTE_SENT':
    case 'REVIEW_INVITE':
      // The guest's own request: the invitation's detail holds 'Lascia una recensione'.
      return n.quoteRequestId ? elsewhere(`/profile/quote-requests/${n.quoteRequestId}`) : null;
    case 'NEW_REVIEW':
    case 'REVIEW_REPLY':
      // The review and, under it, the host's reply.
      return slug ? elsewhere(`/location/${slug}#${REVIEWS_ANCHOR}`) : null;
    case 'NEW_LOCATION':
      return slug ? elsewhere(`/location/${slug}`) : null;
    case 'DATA_EXPORT_READY':
      return elsewhere('/profile/data');
    case 'MESSAGE_RECEIVED':
      if (!n.quoteRequestId) return null;
      // The host's message opens the dashboard's request (its location selected), the guest's their own.
      return n.role === 'HOST'
        ? own(`/dashboard/quote-requests/${n.quoteRequestId}`)
        : elsewhere(`/profile/quote-requests/${n.quoteRequestId}`);
    default: {
      const unknown: never = n.type;
      return unknown;
    }
  }
}
