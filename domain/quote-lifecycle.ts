import { isQuoteExpired } from './quote-pricing.js';

/**
 * What each side may do with a quote request once the conversation and the priced quote exist. The
 * gateway enforces exactly these rules (and re-reads the request inside the transaction that acts); the
 * client shows a button only where the rule allows it.
 *
 * Stored statuses: PENDING (no answer yet), QUOTED (a priced quote is open), CONFIRMED, REJECTED,
 * CANCELLED. 'Scaduta' is not stored: it is a QUOTED request whose latest quote's validity has passed,
 * read the same everywhere through `effectiveQuoteStatus`, so no job has to flip it at midnight.
 */

export type StoredQuoteStatus = 'PENDING' | 'QUOTED' | 'CONFIRMED' | 'REJECTED' | 'CANCELLED';
export type EffectiveQuoteStatus = StoredQuoteStatus | 'EXPIRED';

export type QuoteAction =
  /** The host sends a priced quote (the first one, or a revision, which becomes the latest version). */
  | 'SEND_QUOTE'
  /** The host moves an open or lapsed quote's validity forward without changing its figures. */
  | 'EXTEND_QUOTE'
  /** The spec's 'Imposta stato': a host accepts or refuses a request without a quote. */
  | 'SET_STATUS'
  | 'ACCEPT'
  | 'DECLINE'
  /** Either side calls off a confirmed booking, with a reason. */
  | 'CANCEL'
  | 'WRITE';

export interface QuoteRequestState {
  status: string;
  /** The latest quote's last valid day, when a quote was sent. */
  validUntil: string | null;
  /** The event's day. */
  date: string;
}

export function effectiveQuoteStatus(r: QuoteRequestState, today: string): EffectiveQuoteStatus {
  if (r.status === 'QUOTED' && r.validUntil && isQuoteExpired(r.validUntil, today)) return 'EXPIRED';
  return r.status as StoredQuoteStatus;
}

/**
 * The actions open to one side. Nothing is open once the event's day has passed except the
 * conversation, which stays as the record of what was agreed; a final status (REJECTED, CANCELLED) keeps
 * only the conversation too.
 */
export function allowedQuoteActions(
  side: 'HOST' | 'GUEST',
  r: QuoteRequestState,
  today: string,
): QuoteAction[] {
  const status = effectiveQuoteStatus(r, today);
  const actions: QuoteAction[] = ['WRITE'];
  if (today > r.date) return actions;
  if (side === 'HOST') {
    if (status === 'PENDING' || status === 'QUOTED' || status === 'EXPIRED') actions.push('SEND_QUOTE');
    if (status === 'QUOTED' || status === 'EXPIRED') actions.push('EXTEND_QUOTE');
    if (status === 'PENDING') actions.push('SET_STATUS');
  } else {
    if (status === 'QUOTED') actions.push('ACCEPT');
    if (status === 'QUOTED' || status === 'EXPIRED') actions.push('DECLINE');
  }
  if (status === 'CONFIRMED') actions.push('CANCEL');
  return actions;
}

export const canDoQuoteAction = (
  side: 'HOST' | 'GUEST',
  action: QuoteAction,
  r: QuoteRequestState,
  today: string,
) => allowedQuoteActions(side, r, today).includes(action);
