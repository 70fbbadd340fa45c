/** Money travels as integer cents; these turn it into Italian text ('1.234,50 €'). */

/** 1234567 → '1.234.567' (Italian thousands separator). */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 123456 → '1.234,56 €'. Hand-made rather than Intl so node and every browser print the same. */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${groupThousands(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')} €`;
}

/** Card price: 'da 25,00 €' (the one euro format, 2 decimals as everywhere else), or 'Prezzo a richiesta' when 0 or missing. */
export function priceText(minPriceCents: number | null | undefined): string {
  if (!minPriceCents || minPriceCents <= 0) return 'Prezzo a richiesta';
  return `da ${formatEuro(minPriceCents)}`;
}

/** '12,5' or '12.50' → 1250; anything not a number becomes 0 (the ambient form's rule). */
export function parsePriceInput(input: string): number {
  const n = Number(input.trim().replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100);
}
