import { describe, expect, it } from 'vitest';
import {
  averageVote,
  isReviewEditable,
  meanVote,
  reviewAuthorName,
  reviewEditableUntil,
  reviewIneligibility,
} from './reviews.js';
import { reviewInputSchema, reviewReportReasonSchema } from './schemas/reviews.js';

describe('review rules', () => {
  it('shows the first name and the initial of the surname, else Ospite', () => {
    expect(reviewAuthorName('Giulia Rossi')).toBe('Giulia R.');
    expect(reviewAuthorName('  Maria Luisa de angelis ')).toBe('Maria A.');
    expect(reviewAuthorName('Cher')).toBe('Cher');
    expect(reviewAuthorName('')).toBe('Ospite');
    expect(reviewAuthorName(null)).toBe('Ospite');
  });

  it('allows a review from the day after the event, of a confirmed request only', () => {
    expect(reviewIneligibility({ status: 'CONFIRMED', date: '2026-05-09' }, '2026-05-10')).toBeNull();
    expect(reviewIneligibility({ status: 'CONFIRMED', date: '2026-05-10' }, '2026-05-10')).toBe(
      'EVENT_NOT_PASSED',
    );
    expect(reviewIneligibility({ status: 'PENDING', date: '2026-05-01' }, '2026-05-10')).toBe(
      'NOT_CONFIRMED',
    );
    expect(reviewIneligibility({ status: 'REJECTED', date: '2026-05-01' }, '2026-05-10')).toBe(
      'NOT_CONFIRMED',
    );
  });

  it('keeps a review editable for exactly 14 days', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(reviewEditableUntil(at).toISOString()).toBe('2026-05-15T10:00:00.000Z');
    expect(isReviewEditable(at, new Date('2026-05-15T09:59:59Z'))).toBe(true);
    expect(isReviewEditable(at, new Date('2026-05-15T10:00:00Z'))).toBe(false);
  });

  it('averages votes to one decimal, null without any', () => {
    expect(averageVote([])).toBeNull();
    expect(averageVote([50, 40])).toBe(4.5);
    expect(averageVote([50, 40, 40, 40])).toBe(4.3); // 4.25 rounds up
    expect(averageVote([50, 50, 40])).toBe(4.7);
    expect(meanVote(0, 0)).toBeNull();
  });
});

describe('review inputs', () => {
  const ok = { vote: 3, title: 'Bella festa', content: 'Ci siamo trovati benissimo, grazie!' };
  const message = (v: unknown) => reviewInputSchema.safeParse(v).error?.issues[0]?.message;

  it('trims texts and checks each limit with its message', () => {
    expect(reviewInputSchema.parse({ ...ok, title: '  Bella festa  ' }).title).toBe('Bella festa');
    expect(message({ ...ok, vote: 0 })).toBe('Scegli un voto da 1 a 5');
    expect(message({ ...ok, vote: 2.5 })).toBe('Scegli un voto da 1 a 5');
    expect(message({ ...ok, title: '  ab ' })).toBe('Il titolo deve avere tra 3 e 80 caratteri');
    expect(message({ ...ok, title: 'x'.repeat(81) })).toBe('Il titolo deve avere tra 3 e 80 caratteri');
    expect(message({ ...ok, content: 'x'.repeat(19) })).toBe(
      'La recensione deve avere tra 20 e 2000 caratteri',
    );
    expect(message({ ...ok, content: 'x'.repeat(2001) })).toBe(
      'La recensione deve avere tra 20 e 2000 caratteri',
    );
    expect(message({ ...ok, content: 'x'.repeat(2000) })).toBeUndefined();
    expect(reviewReportReasonSchema.safeParse('troppo').success).toBe(false);
    expect(reviewReportReasonSchema.safeParse('Parla di un altro locale').success).toBe(true);
  });
});
