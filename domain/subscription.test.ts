import { describe, expect, it } from 'vitest';
import { subscriptionNotice } from './subscription.js';

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
