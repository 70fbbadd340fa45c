import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OfflineNotice, savedWhen } from './OfflineNotice';
import { OFFLINE_COPY_META } from '../../sw/caches';

afterEach(() => document.head.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.remove());

describe('offline notice', () => {
  it('says a saved copy is one, with the time it was saved, and offers a reload once back online', () => {
    const saved = new Date();
    saved.setHours(15, 42);
    const meta = document.createElement('meta');
    meta.name = OFFLINE_COPY_META;
    meta.content = String(saved.getTime());
    document.head.append(meta);
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toContain(
      "Sei offline: stai vedendo la pagina com'era alle 15:42.",
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toContain('Sei di nuovo online.');
    expect(screen.getByRole('button', { name: 'Aggiorna la pagina' })).toBeTruthy();
  });

  it('is silent on a live page online, and speaks when the connection drops', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toMatch(
      /^Sei offline: i dati mostrati potrebbero non essere/,
    );
  });

  it('names the day of a copy from another day', () => {
    expect(savedWhen(new Date(2026, 10, 24, 9, 5), new Date(2026, 10, 25, 10, 0))).toBe(
      'del 24/11 alle 09:05',
    );
  });
});
