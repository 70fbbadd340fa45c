import { describe, expect, it } from 'vitest';
import { parseIcs, unfold } from '../../test/ics.js';
import { buildCalendar, escapeText, foldLine } from './ical.js';

describe('iCalendar writer', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without cutting a UTF-8 character', () => {
    const line = `SUMMARY:${'è'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes all-day events with CRLF endings that a strict reader accepts', () => {
    const text = buildCalendar({
      name: 'Villa, Roma',
      now: new Date('2030-01-02T03:04:05.678Z'),
      events: [{ uid: 'a@x', date: '2030-12-31', summary: 'Bloccato: Sala; 1', description: 'riga\naltra' }],
    });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(text)).toContain('DTEND;VALUE=DATE:20310101');
    const cal = parseIcs(text);
    expect(cal.name).toBe('Villa, Roma');
    expect(cal.events[0]).toMatchObject({
      UID: 'a@x',
      DTSTAMP: '20300102T030405Z',
      'DTSTART;VALUE=DATE': '20301231',
      SUMMARY: 'Bloccato: Sala; 1',
      DESCRIPTION: 'riga\naltra',
    });
  });

  it('the strict reader refuses bare line feeds and long lines', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow();
    expect(() => unfold(`X:${'a'.repeat(80)}\r\n`)).toThrow(/75/);
  });
});
