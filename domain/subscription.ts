import { canEditLocation, type LocationStanding } from './policies.js';

/**
 * What the host's forms say about the subscription, if anything: an error while editing is locked (a
 * payment problem, or approved but never activated), an invitation to pay while the location waits for
 * approval, nothing once it is live.
 */
export type SubscriptionNotice =
  | { tone: 'error'; kind: 'payment-problem' | 'activate' }
  | { tone: 'info'; kind: 'pay-while-pending' }
  | null;

const PAYMENT_PROBLEMS = new Set(['PAST_DUE', 'CANCELED', 'UNPAID']);

export function subscriptionNotice(l: LocationStanding): SubscriptionNotice {
  if (l.subscriptionStatus === 'ACTIVE' || l.subscriptionType === 'FREE_FOREVER') return null;
  if (PAYMENT_PROBLEMS.has(l.subscriptionStatus)) return { tone: 'error', kind: 'payment-problem' };
  if (canEditLocation(l)) return { tone: 'info', kind: 'pay-while-pending' };
  return { tone: 'error', kind: 'activate' };
}

/**
 * The dialog shown when a host picks one of their locations: the early-bird thanks for a FREE_FOREVER
 * location (live for life, nothing to pay); otherwise, unless the subscription is ACTIVE, an invitation to
 * activate it, worded for an approved location or one still in approval.
 */
export type SelectionDialog = 'early-bird' | 'activate-approved' | 'activate-pending' | null;

export function selectionDialog(l: {
  approvalStatus: string;
  subscriptionType: string;
  subscriptionStatus: string;
}): SelectionDialog {
  if (l.subscriptionType === 'FREE_FOREVER') return 'early-bird';
  if (l.subscriptionStatus === 'ACTIVE') return null;
  return l.approvalStatus === 'APPROVED' ? 'activate-approved' : 'activate-pending';
}
