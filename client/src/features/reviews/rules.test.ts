import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/useFormErrors';
import { dayInRome, editableUntil, reportReasonSchema, reviewInputSchema, reviewMessages } from './rules';

const valid = { vote: 4, title: 'Bella festa', content: 'Tutto perfetto, torneremo.' };

describe('review rules (the server’s own, from domain)', () => {
  it('accepts whole stars 1 to 5 only', () => {
    for (const vote of [1, 5]) expect(schemaErrors(reviewInputSchema, { ...valid, vote })).toEqual({});
    for (const vote of [0, 6, 3.5, null])
      expect(schemaErrors(reviewInputSchema, { ...valid, vote })).toEqual({ vote: reviewMessages.vote });
  });

  it('counts the title and the text trimmed, within their limits', () => {
    expect(schemaErrors(reviewInputSchema, { ...valid, title: '  ab  ' })).toEqual({
      title: reviewMessages.title,
    });
    expect(schemaErrors(reviewInputSchema, { ...valid, title: 'abc' })).toEqual({});
    expect(schemaErrors(reviewInputSchema, { ...valid, title: 'x'.repeat(81) })).toEqual({
      title: reviewMessages.title,
    });
    expect(schemaErrors(reviewInputSchema, { ...valid, content: `${'x'.repeat(19)}   ` })).toEqual({
      content: reviewMessages.content,
    });
    expect(schemaErrors(reviewInputSchema, { ...valid, content: 'x'.repeat(2000) })).toEqual({});
    expect(schemaErrors(reviewInputSchema, { ...valid, content: 'x'.repeat(2001) })).toEqual({
      content: reviewMessages.content,
    });
  });

  it('asks a report reason of 10 to 1000 characters', () => {
    expect(schemaErrors(reportReasonSchema, { reason: ' troppo ' })).toEqual({
      reason: reviewMessages.reportReason,
    });
    expect(schemaErrors(reportReasonSchema, { reason: 'x'.repeat(10) })).toEqual({});
    expect(schemaErrors(reportReasonSchema, { reason: 'x'.repeat(1001) })).toEqual({
      reason: reviewMessages.reportReason,
    });
  });

  it('keeps a review editable 14 days, and dates it on the Italian day', () => {
    expect(editableUntil('2026-01-10T10:00:00.000Z')).toBe('2026-01-24T10:00:00.000Z');
    expect(dayInRome('2026-06-30T22:30:00.000Z')).toBe('01/07/2026');
  });
});
