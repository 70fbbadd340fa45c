import { describe, expect, it } from 'vitest';
import {
  cardBrandLabel,
  currencySign,
  discountedAmount,
  discountLabel,
  formatPlanMoney,
  planMonthlyAmount,
  selectionDialog,
  subscriptionNotice,
  vatNote,
} from './subscription.js';

const l = (
  approvalStatus: string,
  subscriptionStatus: string,
  subscriptionType = 'STANDARD',
  hasInsertedTemporaryPaymentMethod = false,
) => ({
  approvalStatus,
  subscriptionStatus,
  subscriptionType,
  hasInsertedTemporaryPaymentMethod,
});

describe('the subscription notice of the host forms', () => {
  it('says nothing once the location is live', () => {
    expect(subscriptionNotice(l('APPROVED', 'ACTIVE'))).toBeNull();
    expect(subscriptionNotice(l('APPROVED', 'INACTIVE', 'FREE_FOREVER'))).toBeNull();
    expect(subscriptionNotice(l('APPROVED', 'ACTIVE', 'STANDARD', true))).toBeNull();
  });

  it('asks to check the payment on a payment problem, whatever the approval or a saved card', () => {
    for (const status of ['PAST_DUE', 'CANCELED', 'UNPAID']) {
      expect(subscriptionNotice(l('APPROVED', status))).toEqual({ tone: 'error', kind: 'payment-problem' });
      expect(subscriptionNotice(l('PENDING', status))).toEqual({ tone: 'error', kind: 'payment-problem' });
      expect(subscriptionNotice(l('PENDING', status, 'STANDARD', true))).toEqual({
        tone: 'error',
        kind: 'payment-problem',
      });
    }
  });

  it('asks an approved but inactive location to activate, a pending one to pay meanwhile', () => {
    expect(subscriptionNotice(l('APPROVED', 'INACTIVE'))).toEqual({ tone: 'error', kind: 'activate' });
    expect(subscriptionNotice(l('PENDING', 'INACTIVE'))).toEqual({ tone: 'info', kind: 'pay-while-pending' });
  });

  it('tells an inactive location with a saved card that the subscription starts on approval', () => {
    const saved = { tone: 'info', kind: 'payment-method-saved' };
    expect(subscriptionNotice(l('PENDING', 'INACTIVE', 'STANDARD', true))).toEqual(saved);
    expect(subscriptionNotice(l('REJECTED', 'INACTIVE', 'REDUCED_PRICE', true))).toEqual(saved);
    // Approved a moment ago, the provider's event not in yet: still nothing to pay.
    expect(subscriptionNotice(l('APPROVED', 'INACTIVE', 'STANDARD', true))).toEqual(saved);
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

describe('plan prices', () => {
  it('spreads a yearly amount over twelve months, rounded to the cent; a monthly one stays', () => {
    expect(planMonthlyAmount({ type: 'year', amount: 29000 })).toBe(2417);
    expect(planMonthlyAmount({ type: 'year', amount: 12000 })).toBe(1000);
    expect(planMonthlyAmount({ type: 'month', amount: 2900 })).toBe(2900);
  });

  it('writes the amount the Italian way with the currency sign', () => {
    expect(formatPlanMoney(2417, 'eur')).toBe('24,17 €');
    expect(formatPlanMoney(29000, 'eur')).toBe('290,00 €');
    expect(formatPlanMoney(123456, 'usd')).toBe('1.234,56 $');
    expect(formatPlanMoney(500, 'chf')).toBe('5,00 CHF');
  });

  it('names eur and usd by their sign, any other currency by its code in capitals', () => {
    expect(currencySign('eur')).toBe('€');
    expect(currencySign('EUR')).toBe('€');
    expect(currencySign('usd')).toBe('$');
    expect(currencySign('gbp')).toBe('GBP');
  });

  it('capitalises the card brand', () => {
    expect(cardBrandLabel('visa')).toBe('Visa');
    expect(cardBrandLabel('mastercard')).toBe('Mastercard');
    expect(cardBrandLabel('')).toBe('');
  });
});

describe('subscription prices: IVA and the early adopters’ reduction', () => {
  it('says whether IVA is included in the price or added to it', () => {
    expect(vatNote({ percentage: 22, inclusive: true })).toBe('IVA inclusa');
    expect(vatNote({ percentage: 22, inclusive: false })).toBe('+ IVA 22%');
    expect(vatNote(null)).toBeNull();
  });

  it('reduces the price as the provider’s invoice does, and names the reduction', () => {
    expect(discountedAmount(29000, { percentOff: 30 })).toBe(20300);
    // Rounded to the cent like the invoice: 33,33% of 290,00 € is 96,66 €.
    expect(discountedAmount(29000, { percentOff: 33.33 })).toBe(19334);
    expect(discountedAmount(29000, { amountOff: 9000 })).toBe(20000);
    expect(discountedAmount(2900, { amountOff: 9000 })).toBe(0);
    expect(discountLabel({ percentOff: 30 }, 'eur')).toBe('−30%');
    expect(discountLabel({ percentOff: 12.5 }, 'eur')).toBe('−12,5%');
    expect(discountLabel({ amountOff: 9000 }, 'eur')).toBe('−90,00 €');
  });
});
