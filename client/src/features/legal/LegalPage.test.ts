import { describe, expect, it } from 'vitest';
import { backTarget } from './LegalPage';

describe('legal back target', () => {
  it('goes to /{from}, or home when absent', () => {
    expect(backTarget('search')).toBe('/search');
    expect(backTarget('profile/account')).toBe('/profile/account');
    expect(backTarget(null)).toBe('/');
    expect(backTarget('')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(backTarget('https://evil.example')).toBe('/');
    expect(backTarget('//evil.example')).toBe('/evil.example');
    expect(backTarget('javascript:alert(1)')).toBe('/');
  });
});
