import { describe, expect, it } from 'vitest';
import { escapeHtml, normalizeForSearch, slugify } from './text.js';
import { eventTypeLabel, EVENT_TYPES, eventTypesByLabelLength, subscriptionTypeLabel } from './enums.js';
import { locationTitle, mapsSearchUrl, whatsappUrl, whyChooseTitle } from './location-text.js';

describe('text', () => {
  it('normalises for accent- and case-insensitive search', () => {
    expect(normalizeForSearch('  Forlì   Cesena ')).toBe('forli cesena');
    expect(normalizeForSearch('SANT’ÀGATA')).toBe('sant’agata');
  });

  it('slugifies Italian names', () => {
    expect(slugify('Villa dell’Àncora – Milano')).toBe('villa-dellancora-milano');
  });
});

describe('labels', () => {
  it('has the 12 event types', () => {
    expect(EVENT_TYPES).toHaveLength(12);
    expect(eventTypeLabel('BABY_SHOWER')).toBe('Gender reveal e Baby shower');
    expect(eventTypesByLabelLength()[0]?.label).toBe('Laurea');
  });

  it('names subscription types', () => {
    expect(subscriptionTypeLabel('FREE_FOREVER')).toBe('Early Bird');
    expect(subscriptionTypeLabel('REDUCED_PRICE')).toBe('Early Adopter');
    expect(subscriptionTypeLabel('STANDARD')).toBe('Basic');
    expect(subscriptionTypeLabel(null)).toBe('Basic');
  });
});

describe('location texts', () => {
  it('builds the title sentence with the first activity type, or location', () => {
    expect(
      locationTitle({
        name: 'Villa Aurora',
        city: 'Roma',
        activityTypes: [{ name: 'Ristorante' }, { name: 'Bar' }],
      }),
    ).toBe('Villa Aurora: ristorante ideale a Roma per il tuo evento');
    expect(locationTitle({ name: 'Loft 21', city: 'Milano', activityTypes: [] })).toBe(
      'Loft 21: location ideale a Milano per il tuo evento',
    );
    expect(whyChooseTitle('Loft 21', 'Milano')).toBe('Perché scegliere Loft 21 a Milano');
  });

  it('links maps and WhatsApp', () => {
    expect(mapsSearchUrl('Via Roma 1', 'Bari')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20Roma%201%2C%20Bari',
    );
    expect(whatsappUrl('333 123 4567')).toBe('https://wa.me/393331234567');
    expect(whatsappUrl('+39 333 1234567')).toBe('https://wa.me/393331234567');
    expect(whatsappUrl('0039 333 1234567')).toBe('https://wa.me/393331234567');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that open or close markup, in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Villa Rosa')).toBe('Villa Rosa');
  });
});
