import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, roleForPath, takeReturnTo } from './returnTo';

afterEach(() => sessionStorage.clear());

describe('return after sign-in', () => {
  it('gives the remembered page once, and not after ten minutes', () => {
    rememberReturnTo('/profile/quote-requests/q1', 1_000);
    expect(takeReturnTo(2_000)).toBe('/profile/quote-requests/q1');
    expect(takeReturnTo(2_000)).toBeNull();
    rememberReturnTo('/notifications', 1_000);
    expect(takeReturnTo(1_000 + 10 * 60 * 1000)).toBeNull();
  });

  it('never leaves the site', () => {
    rememberReturnTo('//evil.example/x');
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo('https://evil.example/x');
    expect(takeReturnTo()).toBeNull();
  });

  it('picks the role the page needs', () => {
    expect(roleForPath('/dashboard/quote-requests/q1', true, 'GUEST')).toBe('HOST');
    expect(roleForPath('/dashboard/quote-requests/q1', false, 'GUEST')).toBe('GUEST');
    expect(roleForPath('/profile/quote-requests/q1', true, 'HOST')).toBe('GUEST');
    expect(roleForPath('/notifications', true, 'HOST')).toBe('HOST');
  });
});
