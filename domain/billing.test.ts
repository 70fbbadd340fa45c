import { describe, expect, it } from 'vitest';
import { cancellationEffectiveAt, earlyAdopterTrialEnd, subscriptionStatusFromProvider } from './billing';

describe('subscriptionStatusFromProvider', () => {
  it('reads a trial as live and the unpaid states as theirs', () => {
    expect(subscriptionStatusFromProvider('trialing')).toBe('ACTIVE');
    expect(subscriptionStatusFromProvider('active')).toBe('ACTIVE');
    expect(subscriptionStatusFromProvider('past_due')).toBe('PAST_DUE');
    expect(subscriptionStatusFromProvider('unpaid')).toBe('UNPAID');
    expect(subscriptionStatusFromProvider('canceled')).toBe('CANCELED');
    expect(subscriptionStatusFromProvider('incomplete_expired')).toBe('INACTIVE');
  });
});

describe('cancellationEffectiveAt (host terms: 30 days notice before the yearly expiry)', () => {
  const start = new Date('2026-03-10T12:00:00Z');
  it('ends at the coming expiry when asked more than 30 days before it', () => {
    expect(cancellationEffectiveAt(start, new Date('2026-11-25T00:00:00Z')).toISOString()).toBe(
      '2027-03-10T12:00:00.000Z',
    );
  });
  it('renews once more when asked within the last 30 days', () => {
    expect(cancellationEffectiveAt(start, new Date('2027-02-20T00:00:00Z')).toISOString()).toBe(
      '2028-03-10T12:00:00.000Z',
    );
  });
  it('counts the expiry from the start, not from a monthly period end', () => {
    const end = cancellationEffectiveAt(
      start,
      new Date('2026-04-01T00:00:00Z'),
      new Date('2026-05-10T12:00:00Z'),
    );
    expect(end.toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });
  it('keeps 28 February for a start on 29 February', () => {
    const leap = new Date('2028-02-29T00:00:00Z');
    expect(cancellationEffectiveAt(leap, new Date('2028-03-01T00:00:00Z')).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});

describe('earlyAdopterTrialEnd', () => {
  it('ends at midnight in Italy after the last free day (summer and winter time)', () => {
    expect(earlyAdopterTrialEnd('2027-06-30').toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(earlyAdopterTrialEnd('2027-01-31').toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });
});
