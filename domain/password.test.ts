import { describe, expect, it } from 'vitest';
import { latestAdultBirthDate, passwordProblem, unmetPasswordRules } from './password.js';

describe('password rules', () => {
  it('names each unmet rule', () => {
    expect(unmetPasswordRules('')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(unmetPasswordRules('abcdefgh')).toEqual(['upper', 'digit', 'special']);
    expect(unmetPasswordRules('Festa!2025')).toEqual([]);
    expect(unmetPasswordRules('Festa_2025')).toEqual([]);
  });
  it('refuses more than 72 bytes, counting multi-byte characters', () => {
    expect(passwordProblem('Aa1!' + 'x'.repeat(68))).toBeNull();
    expect(passwordProblem('Aa1!' + 'x'.repeat(69))).toBe('La password non può superare i 72 byte');
    expect(passwordProblem('Aa1!' + 'è'.repeat(35))).toBe('La password non può superare i 72 byte');
  });
  it('computes the latest adult birth date', () => {
    expect(latestAdultBirthDate(new Date(2026, 10, 23))).toBe('2008-11-23');
    expect(latestAdultBirthDate(new Date(2024, 1, 29))).toBe('2006-02-28');
  });
});
