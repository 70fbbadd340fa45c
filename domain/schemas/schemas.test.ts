import { describe, expect, it } from 'vitest';
import { completeSchema, loginSchema, otpCodeSchema } from './auth.js';
import { accountSchema, passwordChangeSchema } from './profile.js';
import { quotePricingMessages } from '../messages.js';
import { createQuoteSchema, middleRefundPercentSchema } from './quotes.js';

/** The first message per field, as the gateway reports it and the forms show it. */
const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first = new Map<string, string>();
  for (const i of r.error?.issues ?? []) {
    const field = i.path.join('.');
    if (!first.has(field)) first.set(field, i.message);
  }
  return [...first];
};

// The gateway and the forms parse with these same schemas: each message is the one people read.
describe('input schemas shared by the gateway and the forms', () => {
  it('sign-in and registration messages', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Email è obbligatoria'],
      ['password', 'Password è obbligatoria'],
    ]);
    expect(messages(loginSchema.safeParse({ email: 'x', password: 'p' }))).toEqual([
      ['email', 'Email non valida'],
    ]);
    expect(otpCodeSchema.safeParse('').error?.issues[0]?.message).toBe('Codice di verifica obbligatorio');
    expect(otpCodeSchema.safeParse('12a').error?.issues[0]?.message).toBe('Inserisci solo numeri');
    expect(otpCodeSchema.safeParse('123').error?.issues[0]?.message).toBe('Il codice deve essere di 6 cifre');
    expect(messages(completeSchema.safeParse({ email: '', fullName: ' ', city: '', birthDate: '' }))).toEqual(
      [
        ['email', "L'email è obbligatoria"],
        ['fullName', 'Nome e cognome sono obbligatori'],
        ['city', 'La città è obbligatoria'],
        ['birthDate', 'Data di nascita è obbligatoria'],
      ],
    );
  });

  it('profile and quote messages', () => {
    const account = { fullName: '', birthDate: '2001-02-30', city: 'Roma', phoneNumber: 'abc' };
    expect(messages(accountSchema.safeParse(account))).toEqual([
      ['fullName', 'Il nome e cognome sono obbligatori'],
      ['birthDate', 'Data non valida'],
      ['phoneNumber', 'Numero di telefono non valido'],
    ]);
    const change = { currentPassword: '', newPassword: '', confirmPassword: '' };
    expect(messages(passwordChangeSchema.safeParse(change))).toEqual([
      ['currentPassword', 'La password attuale è obbligatoria'],
      ['newPassword', 'La nuova password è obbligatoria'],
    ]);
    const quote = {
      locationId: '00000000-0000-4000-8000-000000000000',
      ambients: ['nope'],
      services: [],
      guests: 0,
      date: '2030-01-01',
      note: 'x'.repeat(401),
    };
    expect(messages(createQuoteSchema.safeParse(quote))).toEqual([
      ['ambients.0', 'Identificativo non valido'],
      ['guests', 'Il numero minimo di ospiti è 1'],
      ['note', 'Massimo 400 caratteri'],
    ]);
  });
});

describe('middleRefundPercentSchema (the host’s refund share for 8 to 30 days before)', () => {
  it('takes a whole 0–100, defaults to 50 when left out, and names anything else with its message', () => {
    expect(middleRefundPercentSchema.parse(0)).toBe(0);
    expect(middleRefundPercentSchema.parse(100)).toBe(100);
    expect(middleRefundPercentSchema.parse(null)).toBe(50);
    expect(middleRefundPercentSchema.parse(undefined)).toBe(50);
    for (const bad of [-1, 101, 12.5, Number.NaN, '40']) {
      const r = middleRefundPercentSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(quotePricingMessages.middleRefundPercent);
    }
  });
});
