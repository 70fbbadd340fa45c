import { beforeEach, describe, expect, it } from 'vitest';
import {
  adoptServerConsent,
  cookieConsentStore,
  currentConsent,
  decideConsent,
  isGranted,
  privacySettingsStore,
  revokeConsent,
} from './cookieConsent';

const at = (iso: string) => new Date(iso);

beforeEach(() => {
  cookieConsentStore.set({ consent: null });
  privacySettingsStore.set({ open: false });
});

describe('cookie consent store', () => {
  it('grants nothing before a choice', () => {
    expect(currentConsent()).toBeNull();
    expect(isGranted('analytics')).toBe(false);
    expect(isGranted('sessionRecording')).toBe(false);
  });

  it('remembers a choice in localStorage and closes the second layer', () => {
    privacySettingsStore.set({ open: true });
    decideConsent({ analytics: true, sessionRecording: false }, at('2026-01-10T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem('festalocation.cookieConsent')!)).toEqual({
      consent: { analytics: true, sessionRecording: false, decidedAt: '2026-01-10T10:00:00.000Z' },
    });
    expect(privacySettingsStore.get().open).toBe(false);
    expect(isGranted('analytics', at('2026-02-01T00:00:00Z'))).toBe(true);
    expect(isGranted('sessionRecording', at('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('expires after six months, then the person is asked again', () => {
    decideConsent({ analytics: true, sessionRecording: true }, at('2026-01-10T10:00:00Z'));
    expect(currentConsent(at('2026-07-10T09:59:00Z'))).not.toBeNull();
    expect(currentConsent(at('2026-07-10T10:00:00Z'))).toBeNull();
    expect(isGranted('analytics', at('2026-08-01T00:00:00Z'))).toBe(false);
  });

  it('can be revoked at any time', () => {
    decideConsent({ analytics: true, sessionRecording: true }, at('2026-01-10T10:00:00Z'));
    revokeConsent(at('2026-01-11T10:00:00Z'));
    expect(currentConsent(at('2026-01-12T00:00:00Z'))).toEqual({
      analytics: false,
      sessionRecording: false,
      decidedAt: '2026-01-11T10:00:00.000Z',
    });
  });

  it('on sign-in adopts the server choice only when it is newer and still valid', () => {
    const now = at('2026-03-01T00:00:00Z');
    decideConsent({ analytics: false, sessionRecording: false }, at('2026-02-01T00:00:00Z'));
    const older = { analytics: true, sessionRecording: true, decidedAt: '2026-01-15T00:00:00.000Z' };
    expect(adoptServerConsent(older, now)).toBe(false);
    expect(currentConsent(now)?.analytics).toBe(false);
    const newer = { analytics: true, sessionRecording: false, decidedAt: '2026-02-20T00:00:00.000Z' };
    expect(adoptServerConsent(newer, now)).toBe(true);
    expect(currentConsent(now)).toEqual(newer);
    const expired = { analytics: true, sessionRecording: true, decidedAt: '2025-06-01T00:00:00.000Z' };
    cookieConsentStore.set({ consent: null });
    expect(adoptServerConsent(expired, now)).toBe(false);
    expect(adoptServerConsent(null, now)).toBe(false);
  });
});
