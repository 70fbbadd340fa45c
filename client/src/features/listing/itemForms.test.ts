import { describe, expect, it } from 'vitest';
import {
  EMPTY_AMBIENT,
  EMPTY_SERVICE,
  formatPrice,
  isIncluded,
  listingAlert,
  parsePriceCents,
  toAmbientInput,
  toServiceInput,
  validateAmbient,
  validateService,
} from './itemForms';
import { LOCATION_ID } from './testing';

describe('listing prices', () => {
  it('reads a comma or a dot, keeps 2 decimals, and turns what is not a number into 0', () => {
    expect(parsePriceCents('12,50')).toBe(1250);
    expect(parsePriceCents('12.5')).toBe(1250);
    expect(parsePriceCents(' 7 ')).toBe(700);
    expect(parsePriceCents('0,125')).toBe(13);
    expect(parsePriceCents('abc')).toBe(0);
    expect(parsePriceCents('')).toBe(0);
    expect(formatPrice(1250)).toBe('12,50');
    expect(formatPrice(0)).toBe('0,00');
  });

  it('counts an ambient as included in the service exactly when its rent is 0', () => {
    expect(isIncluded({ ...EMPTY_AMBIENT, rentPrice: '0,00' })).toBe(true);
    expect(isIncluded({ ...EMPTY_AMBIENT, rentPrice: 'x' })).toBe(true);
    expect(isIncluded({ ...EMPTY_AMBIENT, rentPrice: '0,01' })).toBe(false);
    expect(isIncluded({ ...EMPTY_AMBIENT, rentPrice: '' })).toBe(false);
  });
});

describe('listing item checks', () => {
  it("gives an empty ambient every message of the spec's section 5", () => {
    expect(validateAmbient(toAmbientInput(LOCATION_ID, null, EMPTY_AMBIENT))).toEqual({
      name: "Il nome dell'ambiente è obbligatorio",
      ambientType: 'La tipologia è obbligatoria',
      capacity: 'La capacità è obbligatoria',
      rentPriceCents: "Il costo dell'affitto è obbligatorio",
      rentDuration: "La durata dell'affitto è obbligatoria",
    });
  });

  it('asks for a capacity of at least 1 and accepts any larger one', () => {
    const base = {
      ...EMPTY_AMBIENT,
      name: 'Sala',
      ambientType: 'OPEN',
      rentPrice: '0',
      rentDuration: 'HALF',
    };
    expect(validateAmbient(toAmbientInput(LOCATION_ID, null, { ...base, capacity: 0 }))).toEqual({
      capacity: 'La capacità è obbligatoria',
    });
    expect(validateAmbient(toAmbientInput(LOCATION_ID, null, { ...base, capacity: 5000 }))).toEqual({});
  });

  it("gives an empty service every message of the spec's section 5", () => {
    expect(validateService(toServiceInput(LOCATION_ID, null, EMPTY_SERVICE))).toEqual({
      serviceTypeId: 'La tipologia è obbligatoria',
      name: 'Il nome del servizio è obbligatorio',
      pricePerPersonCents: 'Il prezzo per persona è obbligatorio',
      ambientIncluded: "Seleziona se l'ambiente è incluso o no",
    });
  });

  it('sends a service price in cents and the allergens at most 400 characters long', () => {
    const input = toServiceInput(LOCATION_ID, null, {
      ...EMPTY_SERVICE,
      serviceTypeId: 1,
      name: 'Buffet',
      pricePerPerson: '25,5',
      ambientIncluded: false,
      allergens: 'a'.repeat(401),
    });
    expect(input.pricePerPersonCents).toBe(2550);
    expect(validateService(input)).toEqual({ allergens: 'Massimo 400 caratteri' });
  });
});

describe('listing save errors', () => {
  it("shows the images' own message when the server names the gallery, else the form's text", () => {
    const images =
      'Si è verificato un errore durante il caricamento delle immagini. Verifica che rispettino i requisiti.';
    expect(listingAlert({ message: images, field: 'imageUrls' }, 'x')).toBe(images);
    expect(listingAlert({ message: 'Tag non valido', field: 'tagIds' }, 'Form')).toBe('Form');
    expect(listingAlert({ message: 'Non autorizzato' }, 'Form')).toBe('Form');
  });
});
