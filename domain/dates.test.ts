import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDDMMM,
  formatDDMMMMYYYY,
  formatDDMMYY,
  formatDDMMYYYY,
  isValidIsoDate,
  notificationDayLabel,
  todayInRome,
  weekdayOf,
} from './dates.js';

describe('dates', () => {
  it('formats YYYY-MM-DD in the shapes the screens use', () => {
    expect(formatDDMMYYYY('2026-01-05')).toBe('05/01/2026');
    expect(formatDDMMYY('2026-01-05')).toBe('05/01/26');
    expect(formatDDMMM('2026-01-05')).toBe('05 gen');
    expect(formatDDMMMMYYYY('2026-08-26')).toBe('26 agosto 2026');
  });

  it('knows the weekday independent of time zone', () => {
    expect(weekdayOf('2030-06-03')).toBe('MONDAY');
    expect(weekdayOf('2026-11-22')).toBe('SUNDAY');
    expect(weekdayOf('2024-02-29')).toBe('THURSDAY');
  });

  it('validates real calendar dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
    expect(isValidIsoDate('05/01/2026')).toBe(false);
  });

  it('keeps dates within the product calendar (PostgreSQL has no year 0000)', () => {
    expect(isValidIsoDate('0000-01-01')).toBe(false);
    expect(isValidIsoDate('1899-12-31')).toBe(false);
    expect(isValidIsoDate('1900-01-01')).toBe(true);
    expect(isValidIsoDate('2100-12-31')).toBe(true);
    expect(isValidIsoDate('2101-01-01')).toBe(false);
    expect(isValidIsoDate('9999-12-31')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('uses Italian time for today and for notification groups', () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Rome (UTC+1).
    expect(todayInRome(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    const now = new Date('2026-11-22T10:00:00Z');
    expect(notificationDayLabel('2026-11-22T08:00:00Z', now)).toBe('Oggi');
    expect(notificationDayLabel('2026-11-21T08:00:00Z', now)).toBe('Ieri');
    expect(notificationDayLabel('2026-11-19T08:00:00Z', now)).toBe('19/11/2026');
  });
});
