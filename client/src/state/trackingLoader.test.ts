import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieConsentStore, decideConsent, revokeConsent } from './cookieConsent';
import { applyConsent, configuredScripts, startTrackingLoader } from './trackingLoader';

const SCRIPTS = {
  analytics: 'https://analytics.example/a.js',
  sessionRecording: 'https://recording.example/r.js',
};
const loaded = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-consent]')].map((s) => s.dataset.consent);

let stop: (() => void) | undefined;
beforeEach(() => {
  cookieConsentStore.set({ consent: null });
  document.head.innerHTML = '';
});
afterEach(() => stop?.());

describe('tracking loader', () => {
  it('loads nothing before a choice, nor after a refusal', () => {
    stop = startTrackingLoader(SCRIPTS);
    expect(loaded()).toEqual([]);
    decideConsent({ analytics: false, sessionRecording: false });
    expect(loaded()).toEqual([]);
  });

  it('loads exactly the consented categories, and removes them when consent is withdrawn', () => {
    stop = startTrackingLoader(SCRIPTS);
    decideConsent({ analytics: true, sessionRecording: false });
    expect(loaded()).toEqual(['analytics']);
    expect(document.querySelector('script[data-consent="analytics"]')?.getAttribute('src')).toBe(
      SCRIPTS.analytics,
    );
    decideConsent({ analytics: true, sessionRecording: true });
    expect(loaded()).toEqual(['analytics', 'sessionRecording']);
    // The recorder is told what to mask: the Early Bird hosts' location names.
    const recorder = document.querySelector<HTMLScriptElement>('script[data-consent="sessionRecording"]');
    expect(recorder?.dataset.maskSelector).toBe('[data-recording-mask]');
    revokeConsent();
    expect(loaded()).toEqual([]);
  });

  it('tells running scripts to stop when consent is withdrawn', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('festalocation:consent', listener);
    applyConsent({ analytics: false, sessionRecording: false, decidedAt: new Date().toISOString() }, SCRIPTS);
    window.removeEventListener('festalocation:consent', listener);
    expect(seen).toEqual([expect.objectContaining({ analytics: false, sessionRecording: false })]);
  });

  it('ignores an expired choice and a category without a configured script', () => {
    const old = new Date();
    old.setMonth(old.getMonth() - 7);
    applyConsent({ analytics: true, sessionRecording: true, decidedAt: old.toISOString() }, SCRIPTS);
    expect(loaded()).toEqual([]);
    applyConsent({ analytics: true, sessionRecording: true, decidedAt: new Date().toISOString() }, {});
    expect(loaded()).toEqual([]);
  });

  it('has no third-party script configured by default', () => {
    expect(configuredScripts()).toEqual({ analytics: undefined, sessionRecording: undefined });
  });
});
