import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, depositRefund } from './deposit-refund';

const paid = 30_000; // 300,00 €
const at = (iso: string) => new Date(iso);

describe('depositRefund (legal facts: >30 days full, within 7 days none, in between as the quote states)', () => {
  it('gives the whole deposit back 31 days before, and the middle share at exactly 30', () => {
    expect(
      depositRefund({
        paidCents: paid,
        eventDate: '2027-06-30',
        cancelledAt: at('2027-05-30T10:00:00Z'),
        cancelledBy: 'GUEST',
      }),
    ).toEqual({ window: 'FULL', daysBefore: 31, percent: 100, refundCents: 30_000 });
    expect(
      depositRefund({
        paidCents: paid,
        eventDate: '2027-06-30',
        cancelledAt: at('2027-05-31T10:00:00Z'),
        cancelledBy: 'GUEST',
      }),
    ).toEqual({ window: 'PARTIAL', daysBefore: 30, percent: 50, refundCents: 15_000 });
  });

  it('gives nothing back at exactly 7 days, and the middle share at 8', () => {
    const base = {
      paidCents: paid,
      eventDate: '2027-06-30',
      cancelledBy: 'GUEST' as const,
      middleRefundPercent: 40,
    };
    expect(depositRefund({ ...base, cancelledAt: at('2027-06-23T09:00:00Z') })).toMatchObject({
      window: 'NONE',
      daysBefore: 7,
      refundCents: 0,
    });
    expect(depositRefund({ ...base, cancelledAt: at('2027-06-22T09:00:00Z') })).toMatchObject({
      window: 'PARTIAL',
      daysBefore: 8,
      percent: 40,
      refundCents: 12_000,
    });
  });

  it("counts Italy's calendar day: 22:30 UTC on 30 May is already 31 May in Rome (summer time)", () => {
    const r = depositRefund({
      paidCents: paid,
      eventDate: '2027-06-30',
      cancelledAt: at('2027-05-30T22:30:00Z'),
      cancelledBy: 'GUEST',
    });
    expect(r).toMatchObject({ window: 'PARTIAL', daysBefore: 30 });
  });

  it('refunds everything when the host cancels, whatever the day; nothing after the event day', () => {
    expect(
      depositRefund({
        paidCents: paid,
        eventDate: '2027-06-30',
        cancelledAt: at('2027-06-29T10:00:00Z'),
        cancelledBy: 'HOST',
      }),
    ).toMatchObject({ window: 'FULL', refundCents: paid });
    expect(
      depositRefund({
        paidCents: paid,
        eventDate: '2027-06-30',
        cancelledAt: at('2027-07-02T10:00:00Z'),
        cancelledBy: 'GUEST',
      }),
    ).toMatchObject({ window: 'NONE', daysBefore: -2, refundCents: 0 });
  });

  it('rounds half-up on cents and never refunds more than was paid', () => {
    expect(
      depositRefund({
        paidCents: 100,
        eventDate: '2027-06-30',
        cancelledAt: at('2027-06-10T10:00:00Z'),
        cancelledBy: 'GUEST',
        middleRefundPercent: 33.33,
      }).refundCents,
    ).toBe(33);
    expect(
      depositRefund({
        paidCents: 1,
        eventDate: '2027-06-30',
        cancelledAt: at('2027-06-10T10:00:00Z'),
        cancelledBy: 'GUEST',
        middleRefundPercent: 50,
      }).refundCents,
    ).toBe(1);
    expect(
      depositRefund({
        paidCents: 999,
        eventDate: '2027-06-30',
        cancelledAt: at('2027-06-10T10:00:00Z'),
        cancelledBy: 'GUEST',
        middleRefundPercent: 250,
      }).refundCents,
    ).toBe(999);
  });

  it('counts calendar days across the change to winter time', () => {
    expect(calendarDaysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(calendarDaysBetween('2027-11-01', '2027-10-30')).toBe(-2);
  });
});
