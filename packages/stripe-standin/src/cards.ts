import type { CardDetails } from './customers.js';

export type CardField = 'number' | 'exp' | 'cvc';

export type CardResult =
  { ok: true; card: CardDetails } | { ok: false; field: CardField; message: string; declined?: true };

/** Stripe's test card that every charge declines. */
const DECLINED = '4000000000000002';

export interface CardForm {
  number: string;
  exp: string;
  cvc: string;
  name: string;
}

/** A field of a urlencoded form body, '' when absent or repeated. */
export function formText(body: unknown, key: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

export function cardForm(body: unknown): CardForm {
  const text = (key: string) => formText(body, key);
  return { number: text('number'), exp: text('exp'), cvc: text('cvc'), name: text('name') };
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return 'unknown';
}

export function checkCard(form: CardForm, now = new Date()): CardResult {
  const digits = form.number.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) {
    return { ok: false, field: 'number', message: 'Numero della carta non valido.' };
  }
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.exp);
  const month = Number(exp?.[1]);
  const year = 2000 + Number(exp?.[2]);
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (!exp || month < 1 || month > 12 || expired) {
    return { ok: false, field: 'exp', message: 'Scadenza non valida.' };
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { ok: false, field: 'cvc', message: 'CVC non valido.' };
  if (digits === DECLINED) {
    return { ok: false, field: 'number', message: 'La carta è stata rifiutata.', declined: true };
  }
  const holder = form.name.trim();
  return {
    ok: true,
    card: {
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      holder: holder || null,
    },
  };
}
