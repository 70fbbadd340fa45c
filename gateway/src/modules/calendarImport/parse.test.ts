import { describe, expect, it } from 'vitest';
import { busyDays } from './parse.js';
import { isAllowedAddress, isPublicAddress } from './fetch.js';

const cal = (body: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//T//EN\r\n${body}END:VCALENDAR\r\n`;
const ev = (lines: string[]) =>
  `BEGIN:VEVENT\r\nDTSTAMP:20260101T000000Z\r\n${lines.join('\r\n')}\r\nEND:VEVENT\r\n`;

describe('busyDays', () => {
  it('reads all-day events with an exclusive end, timed ones on every day they touch, in Rome for UTC', () => {
    const text = cal(
      ev(['UID:a', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303']) +
        // 23:30 UTC on the 9th is the 10th in Rome; it ends at 01:00 Rome on the 11th.
        ev(['UID:b', 'DTSTART:20270309T233000Z', 'DTEND:20270311T000000Z']) +
        // Ends exactly at midnight: the next day is not touched.
        ev(['UID:c', 'DTSTART:20270320T180000', 'DTEND:20270321T000000']),
    );
    expect(busyDays(text, '2027-01-01', '2027-12-31')).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-10',
      '2027-03-11',
      '2027-03-20',
    ]);
  });

  it('expands recurring events with their exceptions and skips cancelled and free ones', () => {
    const text = cal(
      ev([
        'UID:r',
        'DTSTART;VALUE=DATE:20270405',
        'DTEND;VALUE=DATE:20270406',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'EXDATE;VALUE=DATE:20270412',
      ]) +
        ev([
          'UID:r',
          'RECURRENCE-ID;VALUE=DATE:20270419',
          'DTSTART;VALUE=DATE:20270420',
          'DTEND;VALUE=DATE:20270421',
        ]) +
        ev(['UID:x', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20270501', 'DTEND;VALUE=DATE:20270502']) +
        ev(['UID:t', 'TRANSP:TRANSPARENT', 'DTSTART;VALUE=DATE:20270502', 'DTEND;VALUE=DATE:20270503']),
    );
    expect(busyDays(text, '2027-01-01', '2027-12-31')).toEqual(['2027-04-05', '2027-04-20']);
  });

  it('keeps only the window and refuses what is not a calendar', () => {
    const text = cal(ev(['UID:w', 'DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270103']));
    expect(busyDays(text, '2027-01-01', '2027-01-01')).toEqual(['2027-01-01']);
    expect(() => busyDays('<html>nope</html>', '2027-01-01', '2027-12-31')).toThrow('INVALID_CALENDAR');
    expect(() => busyDays('BEGIN:VCARD\r\nEND:VCARD\r\n', '2027-01-01', '2027-12-31')).toThrow(
      'INVALID_CALENDAR',
    );
  });
});

describe('address checks', () => {
  it('allows public unicast only, and local targets only with the development flag, never link-local', () => {
    for (const ip of ['93.184.216.34', '2606:4700::1111']) expect(isPublicAddress(ip)).toBe(true);
    const local = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ];
    for (const ip of local) {
      expect(isAllowedAddress(ip, false), ip).toBe(false);
      expect(isAllowedAddress(ip, true), ip).toBe(true);
    }
    for (const ip of ['169.254.169.254', 'fe80::1', '224.0.0.1', 'ff02::1', '0.0.0.0', '::', '100.64.0.1']) {
      expect(isAllowedAddress(ip, true), ip).toBe(false);
    }
  });
});
