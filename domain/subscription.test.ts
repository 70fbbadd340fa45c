import { describe, expect, it } from 'vitest';
import { selectionDialog, subscriptionNotice } from './subscription.js';

const l = (approvalStatus: string, subscriptionStatus: string, subscriptionType = 'STANDARD') => ({
  approvalStatus,
  subscriptionStatus,
  subscriptionType,
});

describe('the subscription notice of the host forms', () => {
  it('says nothing once the location is live', () => {
    expect(subscriptionNotice(l('APPROVED', 'ACTIVE'))).toBeNull();
    expect(subscriptionNotice(l('APPROVED', 'INACTIVE', 'FREE_FOREVER'))).toBeNull();
  });

  it('asks to check the payment on a payment problem, whatever the approval', () => {
    for (const status of ['PAST_DUE', 'CANCELED', 'UNPAID']) {
      expect(subscriptionNotice(l('APPROVED', status))).toEqual({ tone: 'error', kind: 'payment-problem' });
      expect(subscriptionNotice(l('PENDING', status))).toEqual({ tone: 'error', kind: 'payment-problem' });
    }
  });

  it('asks an approved but inactive location to activate, a pending one to pay meanwhile', () => {
    expect(subscriptionNotice(l('APPROVED', 'INACTIVE'))).toEqual({ tone: 'error', kind: 'activate' });
    expect(subscriptionNotice(l('PENDING', 'INACTIVE'))).toEqual({ tone: 'info', kind: 'pay-while-pending' });
  });
});

describe('the dialog when a host picks a location', () => {
  it('thanks an early bird, whatever the status', () => {
    expect(selectionDialog(l('APPROVED', 'INACTIVE', 'FREE_FOREVER'))).toBe('early-bird');
    expect(selectionDialog(l('PENDING', 'ACTIVE', 'FREE_FOREVER'))).toBe('early-bird');
  });

  it('says nothing for an active subscription', () => {
    expect(selectionDialog(l('APPROVED', 'ACTIVE'))).toBeNull();
    expect(selectionDialog(l('PENDING', 'ACTIVE', 'REDUCED_PRICE'))).toBeNull();
  });

  it('asks to activate, worded by approval', () => {
    expect(selectionDialog(l('APPROVED', 'INACTIVE'))).toBe('activate-approved');
    expect(selectionDialog(l('APPROVED', 'PAST_DUE'))).toBe('activate-approved');
    expect(selectionDialog(l('PENDING', 'INACTIVE'))).toBe('activate-pending');
    expect(selectionDialog(l('REJECTED', 'INACTIVE'))).toBe('activate-pending');
  });
});
