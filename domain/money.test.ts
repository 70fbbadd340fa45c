import { describe, expect, it } from 'vitest';
import { formatEuro, parsePriceInput, priceText } from './money.js';

describe('money', () => {
  it('formats cents as Italian euros with 2 decimals', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatEuro(100000000)).toBe('1.000.000,00 €');
  });

  it('writes the card price, or Prezzo a richiesta for 0 or missing', () => {
    expect(priceText(2500)).toBe('da 25,00 €');
    expect(priceText(2550)).toBe('da 25,50 €');
    expect(priceText(150000)).toBe('da 1.500,00 €');
    expect(priceText(0)).toBe('Prezzo a richiesta');
    expect(priceText(null)).toBe('Prezzo a richiesta');
    expect(priceText(undefined)).toBe('Prezzo a richiesta');
  });

  it('parses price input with comma, NaN becoming 0', () => {
    expect(parsePriceInput('12,5')).toBe(1250);
    expect(parsePriceInput('12.50')).toBe(1250);
    expect(parsePriceInput('abc')).toBe(0);
    expect(parsePriceInput('0,015')).toBe(2);
  });
});
