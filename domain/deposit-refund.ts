/**
 * What a cancelled booking gives back of a deposit paid online. The legal facts set the default when the host
 * states no policy: more than 30 days before the event, the whole deposit; within 7 days, nothing; in between,
 * what the accepted quote states. Days are counted on the calendar in Europe/Rome, from the day the booking is
 * cancelled to the day of the event, so a cancellation late at night in Italy counts as that Italian day.
 * Pure: the caller passes the instant of the cancellation.
 */
import { todayInRome } from './dates.js';

/** More than this many days before the event: the whole deposit back. */
export const FULL_REFUND_MORE_THAN_DAYS = 30;
/** This many days before the event or fewer: nothing back. */
export const NO_REFUND_WITHIN_DAYS = 7;
/** What the window in between gives back when the quote states no share of its own. */
export const DEFAULT_MIDDLE_REFUND_PERCENT = 50;

export type RefundWindow = 'FULL' | 'PARTIAL' | 'NONE';

export interface DepositRefundInput {
  paidCents: number;
  /** The event's day, YYYY-MM-DD. */
  eventDate: string;
  cancelledAt: Date;
  /** Who calls the booking off: when the host does, the guest always gets the whole deposit back. */
  cancelledBy: 'GUEST' | 'HOST';
  /** The share the accepted quote states for the days in between (0–100); null: the default. */
  middleRefundPercent?: number | null;
}

export interface DepositRefund {
  window: RefundWindow;
  daysBefore: number;
  percent: number;
  refundCents: number;
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  const utc = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export function depositRefund(input: DepositRefundInput): DepositRefund {
  const daysBefore = calendarDaysBetween(todayInRome(input.cancelledAt), input.eventDate);
  const middle = clampPercent(input.middleRefundPercent ?? DEFAULT_MIDDLE_REFUND_PERCENT);
  const [window, percent]: [RefundWindow, number] =
    input.cancelledBy === 'HOST' || daysBefore > FULL_REFUND_MORE_THAN_DAYS
      ? ['FULL', 100]
      : daysBefore <= NO_REFUND_WITHIN_DAYS
        ? ['NONE', 0]
        : ['PARTIAL', middle];
  const paid = Math.max(0, Math.round(input.paidCents));
  // Half-up on integer cents: 33,33 % of 1,00 € is 0,33 €, never a float's 0.3333 leftover.
  const refundCents = Math.floor((paid * Math.round(percent * 100) * 2 + 10_000) / 20_000);
  return { window, daysBefore, percent, refundCents: Math.min(paid, refundCents) };
}

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return DEFAULT_MIDDLE_REFUND_PERCENT;
  return Math.min(100, Math.max(0, Math.round(percent * 100) / 100));
}
