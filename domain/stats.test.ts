import { describe, expect, it } from 'vitest';
import { conversionRate, median, periodStart, relativeChange, shiftPeriod, statsSpans } from './stats';

describe('statistics periods', () => {
  it('starts a week on Monday and a month on the 1st', () => {
    expect(periodStart('WEEK', '2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(periodStart('WEEK', '2026-11-23')).toBe('2026-11-23');
    expect(periodStart('WEEK', '2026-11-29')).toBe('2026-11-23'); // Sunday closes the week
    expect(periodStart('MONTH', '2026-11-27')).toBe('2026-11-01');
  });

  it('shifts months across years', () => {
    expect(shiftPeriod('MONTH', '2026-01-01', -1)).toBe('2025-12-01');
    expect(shiftPeriod('MONTH', '2026-11-01', 2)).toBe('2027-01-01');
    expect(shiftPeriod('WEEK', '2026-11-23', -52)).toBe('2025-11-24');
  });

  it('spans the last 12 months, the current one last, and the 12 before', () => {
    const s = statsSpans('MONTH', '2026-11-27');
    expect(s.starts).toHaveLength(12);
    expect(s.starts[0]).toBe('2025-12-01');
    expect(s.starts.at(-1)).toBe('2026-11-01');
    expect(s).toMatchObject({ previousStart: '2024-12-01', start: '2025-12-01', end: '2026-12-01' });
    const w = statsSpans('WEEK', '2026-11-27');
    expect(w.starts).toHaveLength(52);
    expect(w.end).toBe('2026-11-30');
    expect(w.previousStart).toBe(shiftPeriod('WEEK', w.start, -52));
  });

  it('computes a median, a conversion and a change, with null where undefined', () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 40])).toBe(25);
    expect(conversionRate(1, 4)).toBe(0.25);
    expect(conversionRate(0, 0)).toBeNull();
    expect(relativeChange(15, 10)).toBe(0.5);
    expect(relativeChange(3, 0)).toBeNull();
  });
});
