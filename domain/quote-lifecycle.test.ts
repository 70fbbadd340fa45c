import { describe, expect, it } from 'vitest';
import { allowedQuoteActions, canDoQuoteAction, effectiveQuoteStatus } from './quote-lifecycle.js';

const today = '2026-11-27';
const request = (status: string, validUntil: string | null = null, date = '2027-05-01') => ({
  status,
  validUntil,
  date,
});

describe('effectiveQuoteStatus', () => {
  it('reads a quoted request past its validity as expired, on the day after the last valid one', () => {
    expect(effectiveQuoteStatus(request('QUOTED', '2026-11-27'), today)).toBe('QUOTED');
    expect(effectiveQuoteStatus(request('QUOTED', '2026-11-26'), today)).toBe('EXPIRED');
    // Validity only matters while a quote is open.
    expect(effectiveQuoteStatus(request('CONFIRMED', '2026-11-01'), today)).toBe('CONFIRMED');
  });
});

describe('allowedQuoteActions', () => {
  it('lets the host quote, or accept and refuse without a quote, a new request', () => {
    expect(allowedQuoteActions('HOST', request('PENDING'), today)).toEqual([
      'WRITE',
      'SEND_QUOTE',
      'SET_STATUS',
    ]);
    expect(allowedQuoteActions('GUEST', request('PENDING'), today)).toEqual(['WRITE']);
  });

  it('lets the guest accept an open quote, and only decline a lapsed one, which the host may extend', () => {
    expect(allowedQuoteActions('GUEST', request('QUOTED', '2026-12-01'), today)).toEqual([
      'WRITE',
      'ACCEPT',
      'DECLINE',
    ]);
    expect(allowedQuoteActions('GUEST', request('QUOTED', '2026-11-20'), today)).toEqual([
      'WRITE',
      'DECLINE',
    ]);
    expect(allowedQuoteActions('HOST', request('QUOTED', '2026-11-20'), today)).toEqual([
      'WRITE',
      'SEND_QUOTE',
      'EXTEND_QUOTE',
    ]);
  });

  it('lets either side cancel a confirmed booking until its day, and nothing after', () => {
    for (const side of ['HOST', 'GUEST'] as const) {
      expect(canDoQuoteAction(side, 'CANCEL', request('CONFIRMED', null, today), today)).toBe(true);
      expect(canDoQuoteAction(side, 'CANCEL', request('CONFIRMED', null, '2026-11-26'), today)).toBe(false);
      expect(allowedQuoteActions(side, request('CONFIRMED', null, '2026-11-26'), today)).toEqual(['WRITE']);
    }
  });

  it('keeps only the conversation on a final request', () => {
    for (const status of ['REJECTED', 'CANCELLED']) {
      expect(allowedQuoteActions('HOST', request(status), today)).toEqual(['WRITE']);
      expect(allowedQuoteActions('GUEST', request(status), today)).toEqual(['WRITE']);
    }
  });
});
