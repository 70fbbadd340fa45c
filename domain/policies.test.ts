import { describe, expect, it } from 'vitest';
import {
  canChangeQuoteStatus,
  canEditLocation,
  canOfferBecomeHost,
  canSeeHostDashboard,
  canShowQuoteForm,
  canSwitchToHost,
  quoteStatusTransitions,
} from './policies.js';

describe('client-shared policies', () => {
  it('lets a host move a PENDING request to a final state, and nothing else', () => {
    expect(quoteStatusTransitions('PENDING')).toEqual(['CONFIRMED', 'REJECTED']);
    expect(quoteStatusTransitions('CONFIRMED')).toEqual([]);
    expect(quoteStatusTransitions('REJECTED')).toEqual([]);
    expect(quoteStatusTransitions('CANCELLED')).toEqual([]);
    expect(canChangeQuoteStatus('REJECTED', 'CONFIRMED')).toBe(false);
    // Cancelling is not a status the host picks: it comes with who cancelled and why.
    expect(canChangeQuoteStatus('PENDING', 'CANCELLED')).toBe(false);
    expect(canChangeQuoteStatus('CANCELLED', 'CONFIRMED')).toBe(false);
  });

  it('shows the host dashboard to a signed-in HOST session only', () => {
    expect(canSeeHostDashboard({ signedIn: true, role: 'HOST' })).toBe(true);
    expect(canSeeHostDashboard({ signedIn: true, role: 'GUEST' })).toBe(false);
    expect(canSeeHostDashboard({ signedIn: false, role: 'HOST' })).toBe(false);
  });

  it('offers becoming a host without a location, switching to host with one', () => {
    expect(canOfferBecomeHost({ hasLocation: false })).toBe(true);
    expect(canOfferBecomeHost({ hasLocation: true })).toBe(false);
    const guest = { signedIn: true, role: 'GUEST' as const };
    expect(canSwitchToHost({ ...guest, selectedLocationId: 'loc' })).toBe(true);
    expect(canSwitchToHost({ ...guest, selectedLocationId: null })).toBe(false);
    expect(canSwitchToHost({ ...guest, role: 'HOST', selectedLocationId: 'loc' })).toBe(false);
  });

  it('shows the quote form where the server allows it, never to a HOST session', () => {
    const open = { canRequestQuote: true };
    expect(canShowQuoteForm({ signedIn: false, role: 'GUEST' }, open)).toBe(true);
    expect(canShowQuoteForm({ signedIn: true, role: 'GUEST' }, open)).toBe(true);
    expect(canShowQuoteForm({ signedIn: true, role: 'HOST' }, open)).toBe(false);
    // Signed out, a stored HOST role does not hide it (the session is gone).
    expect(canShowQuoteForm({ signedIn: false, role: 'HOST' }, open)).toBe(true);
    expect(canShowQuoteForm({ signedIn: true, role: 'GUEST' }, { canRequestQuote: false })).toBe(false);
  });

  it('lets a host edit in approval, and once approved only with a live subscription', () => {
    const l = (approvalStatus: string, subscriptionStatus: string, subscriptionType = 'STANDARD') => ({
      approvalStatus,
      subscriptionStatus,
      subscriptionType,
    });
    expect(canEditLocation(l('PENDING', 'INACTIVE'))).toBe(true);
    expect(canEditLocation(l('REJECTED', 'INACTIVE'))).toBe(true);
    expect(canEditLocation(l('APPROVED', 'ACTIVE'))).toBe(true);
    for (const status of ['INACTIVE', 'CANCELED', 'PAST_DUE', 'UNPAID'])
      expect(canEditLocation(l('APPROVED', status))).toBe(false);
    expect(canEditLocation(l('APPROVED', 'INACTIVE', 'FREE_FOREVER'))).toBe(true);
  });
});
