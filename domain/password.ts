import { validationMessages } from './messages.js';
/** Password rules shared by the forms (live checklist) and the gateway (which checks them again). */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt only reads the first 72 bytes; longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_SPECIALS = '!@#$%^&*-_';

export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'Almeno 8 caratteri', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'Una lettera maiuscola', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'Una lettera minuscola', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'Un numero', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    label: `Un carattere speciale (${PASSWORD_SPECIALS})`,
    test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
];

export const PASSWORD_TOO_LONG = validationMessages.passwordTooLong;
export const PASSWORD_TOO_WEAK = validationMessages.passwordTooWeak;

export const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** The rules a password fails (empty array: acceptable). */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.id);
}

/** null when the password may be stored, else the message to show. */
export function passwordProblem(password: string): string | null {
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG;
  return unmetPasswordRules(password).length ? PASSWORD_TOO_WEAK : null;
}

/** Latest birth date allowed for an adult today (today minus 18 years), as YYYY-MM-DD. */
export const MIN_AGE = 18;
export function latestAdultBirthDate(today: Date = new Date()): string {
  const y = today.getFullYear() - MIN_AGE;
  const m = today.getMonth();
  const d = today.getDate();
  // 29 February maps to 28 February in a non-leap year.
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
