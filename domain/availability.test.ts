import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MAX_DAYS, consecutiveRuns, datesBetween } from './availability.js';

describe('availability dates', () => {
  it('lists the days of a range across months, both ends included', () => {
    expect(datesBetween('2030-01-30', '2030-02-02')).toEqual([
      '2030-01-30',
      '2030-01-31',
      '2030-02-01',
      '2030-02-02',
    ]);
    expect(datesBetween('2030-01-02', '2030-01-01')).toEqual([]);
    // Stops just past the limit, so an over-long range is recognisable without listing it all.
    expect(datesBetween('2030-01-01', '2040-01-01')).toHaveLength(AVAILABILITY_MAX_DAYS + 1);
  });

  it('groups days into consecutive runs', () => {
    expect(consecutiveRuns(['2030-03-02', '2030-02-28', '2030-03-01', '2030-03-05', '2030-03-01'])).toEqual([
      { start: '2030-02-28', end: '2030-03-02' },
      { start: '2030-03-05', end: '2030-03-05' },
    ]);
  });
});
