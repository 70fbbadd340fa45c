import { describe, expect, it } from 'vitest';
import { shiftMonth } from './BookingsCalendar';

describe('shiftMonth', () => {
  it('moves across years both ways', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-05', 0)).toBe('2027-05');
  });
});
