/**
 * Italian tax numbers, as a host types them in one field: a partita IVA (11 digits with a check digit)
 * or a codice fiscale (16 characters with a check letter). Pure: the form and the gateway both decide
 * with these.
 */
import { locationMessages as m } from './messages.js';

/** Trimmed, upper case, without the spaces people type in groups. */
export const normalizeTaxNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** 11 digits; digits in odd places (2nd, 4th…) doubled with 9 taken off above 9; the 11th makes the sum a multiple of 10. */
export function isValidPartitaIva(value: string): boolean {
  const v = normalizeTaxNumber(value);
  if (!/^\d{11}$/.test(v) || /^0{11}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(v[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(v[10]);
}

// The value of each character in an odd place (1st, 3rd…) of the first 15: digits as the letter in the
// same place of the alphabet (0 as A, 1 as B…). Characters in even places are worth their index.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const indexOf = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

// Surname, name, year, month letter, day (+40 for women), birthplace code, check letter. Omocodia: when two
// people share a code, digits of the year, day and birthplace become the letters L M N P Q R S T U V.
const D = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE = new RegExp(`^[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]$`);

/** 16 letters or digits in the official layout, omocodic variants included, with a matching check letter. */
export function isValidCodiceFiscale(value: string): boolean {
  const v = normalizeTaxNumber(value);
  if (!CODICE_FISCALE.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const n = indexOf(v[i]!);
    sum += i % 2 === 0 ? ODD[n]! : n;
  }
  return String.fromCharCode(65 + (sum % 26)) === v[15];
}

export type TaxNumberKind = 'VAT' | 'TAX_CODE';

/** Which valid tax number this is, or null for neither. */
export function taxNumberKind(value: string): TaxNumberKind | null {
  if (isValidPartitaIva(value)) return 'VAT';
  if (isValidCodiceFiscale(value)) return 'TAX_CODE';
  return null;
}

/**
 * The tax number a location type needs: HORECA a partita IVA, PRIVATE a codice fiscale, any other type
 * either. Returns the message for the field, or null when it is right.
 */
export function taxNumberIssue(locationType: string, value: string | null | undefined): string | null {
  const v = normalizeTaxNumber(value ?? '');
  const kind = v ? taxNumberKind(v) : null;
  if (locationType === 'HORECA') return !v ? m.vatRequired : kind === 'VAT' ? null : m.vatInvalid;
  if (locationType === 'PRIVATE')
    return !v ? m.taxCodeRequired : kind === 'TAX_CODE' ? null : m.taxCodeInvalid;
  return !v ? m.taxNumberRequired : kind ? null : m.taxNumberInvalid;
}

/** The e-invoicing recipient code: 7 letters or digits. */
export const isValidSdiCode = (value: string) => /^[A-Z0-9]{7}$/i.test(value.trim());

/** Syntactically an e-mail address: something, @, a domain with a dot; no spaces. */
export const isValidPec = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());

export interface BillingContact {
  locationType: string;
  vatNumber?: string | null;
  pec?: string | null;
  sdiCode?: string | null;
}

/**
 * The e-invoicing rules, field by field: SDI, when given, is 7 letters or digits; PEC, when given, an
 * e-mail address; and with a valid partita IVA at least one of the two. That last message stands on both
 * fields, so filling either clears both.
 */
export function billingContactIssues(c: BillingContact): { pec?: string; sdiCode?: string } {
  const issues: { pec?: string; sdiCode?: string } = {};
  const pec = c.pec?.trim() ?? '';
  const sdi = c.sdiCode?.trim() ?? '';
  if (sdi && !isValidSdiCode(sdi)) issues.sdiCode = m.sdiInvalid;
  if (pec && !isValidPec(pec)) issues.pec = m.pecInvalid;
  if (!pec && !sdi && isValidPartitaIva(c.vatNumber ?? '')) {
    issues.pec = m.pecOrSdiRequired;
    issues.sdiCode = m.pecOrSdiRequired;
  }
  return issues;
}
