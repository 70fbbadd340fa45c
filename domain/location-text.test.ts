import { describe, expect, it } from 'vitest';
import {
  compactDays,
  locationTitle,
  openingDaysLines,
  openingModeText,
  rentText,
  voteText,
  whatsappUrl,
  whyChooseTitle,
} from './location-text.js';
import { priceText } from './money.js';

describe('locationTitle', () => {
  it('uses the first activity type in lowercase', () => {
    expect(
      locationTitle({
        name: 'Villa Aurora',
        city: 'Roma',
        activityTypes: [{ name: 'Ristorante' }, { name: 'Bar' }],
      }),
    ).toBe('Villa Aurora: ristorante ideale a Roma per il tuo evento');
  });
  it('falls back to "location" without activity types', () => {
    expect(locationTitle({ name: 'Villa Aurora', city: 'Roma', activityTypes: [] })).toBe(
      'Villa Aurora: location ideale a Roma per il tuo evento',
    );
  });
  it('titles the description', () => {
    expect(whyChooseTitle('Villa Aurora', 'Roma')).toBe('Perché scegliere Villa Aurora a Roma');
  });
});

describe('priceText', () => {
  it.each([
    [2500, 'da 25,00 €'],
    [2550, 'da 25,50 €'],
    [150000, 'da 1.500,00 €'],
    [0, 'Prezzo a richiesta'],
    [null, 'Prezzo a richiesta'],
    [undefined, 'Prezzo a richiesta'],
  ])('%s → %s', (cents, text) => expect(priceText(cents)).toBe(text));
});

describe('openingModeText', () => {
  it('names the full-day and on-request modes', () => {
    expect(openingModeText('FULL_DAY', [])).toBe('24 ore');
    expect(openingModeText('ON_REQUEST', [{ startTime: '09:00', endTime: '18:00' }])).toBe('Su richiesta');
  });
  it('lists time ranges without seconds', () => {
    expect(
      openingModeText('TIME_RANGE', [
        { startTime: '09:00:00', endTime: '13:00:00' },
        { startTime: '15:00', endTime: '23:30' },
      ]),
    ).toBe('09:00-13:00, 15:00-23:30');
  });
  it('says when no time is given', () => {
    expect(openingModeText('TIME_RANGE', [])).toBe('Orari non specificati');
  });
});

describe('opening days', () => {
  it('is always closed with no days and every day with all seven', () => {
    expect(openingDaysLines([])).toEqual(['Sempre chiuso']);
    expect(
      openingDaysLines(['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']),
    ).toEqual(['Tutti i giorni']);
  });
  it('compacts runs of three or more into ranges, in week order whatever the input order', () => {
    expect(openingDaysLines(['FRIDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'])).toEqual([
      'Aperto: Lun-Ven',
      'Chiuso: Sab, Dom',
    ]);
    expect(openingDaysLines(['MONDAY', 'WEDNESDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])).toEqual([
      'Aperto: Lun, Mer, Ven-Dom',
      'Chiuso: Mar, Gio',
    ]);
    expect(openingDaysLines(['SATURDAY'])).toEqual(['Aperto: Sab', 'Chiuso: Lun-Ven, Dom']);
  });
  it('uses the 3-letter Italian names', () => {
    expect(compactDays(['TUESDAY', 'THURSDAY'])).toBe('Mar, Gio');
  });
});

describe('table and review texts', () => {
  it('marks included and half-day rents', () => {
    expect(rentText(0, 'FULL')).toBe('Incluso');
    expect(rentText(50000, 'FULL')).toBe('500,00 €');
    expect(rentText(50000, 'HALF')).toBe('500,00 €*');
  });
  it('shows the vote with one decimal', () => {
    expect(voteText(4.5)).toBe('4,5');
    expect(voteText(5)).toBe('5,0');
  });
  it('builds WhatsApp links with the Italian prefix', () => {
    expect(whatsappUrl('333 123 4567')).toBe('https://wa.me/393331234567');
    expect(whatsappUrl('+39 333 1234567')).toBe('https://wa.me/393331234567');
  });
});
