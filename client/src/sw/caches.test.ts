import { describe, expect, it } from 'vitest';
import { assetsIn, markOfflineCopy, offlineCopySavedAt, readPush, requestKind } from './caches';

const origin = 'https://festalocation.example';

describe('saved pages', () => {
  it('marks a saved copy with its time, which the page reads back', () => {
    const html = markOfflineCopy(
      '<html><head><title>x</title></head><body></body></html>',
      1_764_000_000_000,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(offlineCopySavedAt(doc)?.getTime()).toBe(1_764_000_000_000);
    expect(offlineCopySavedAt(new DOMParser().parseFromString('<p>live</p>', 'text/html'))).toBeNull();
  });

  it('answers pages, hashed files and images, never GraphQL or other sites', () => {
    const kind = (path: string, mode = 'cors', base = origin) =>
      requestKind(new URL(path, base), origin, mode);
    expect(kind('/location/villa-rosa', 'navigate')).toBe('page');
    expect(kind('/graphql', 'navigate')).toBeNull();
    expect(kind('/graphql?query=x')).toBeNull();
    expect(kind('/dev/mailbox', 'navigate')).toBeNull();
    expect(kind('/assets/boot-abc.js')).toBe('asset');
    expect(kind('/media/x.webp', 'no-cors')).toBe('media');
    expect(kind('/assets/a.js', 'cors', 'https://cdn.example')).toBeNull();
  });

  it('finds the hashed files a page loads', () => {
    expect(
      assetsIn(
        '<script src="/assets/a-1.js"></script><link rel="modulepreload" href="/assets/b-2.js"><link href="/favicon.svg">',
      ),
    ).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
  });
});

describe('push messages', () => {
  it('reads the shape Cloud Messaging gives a web token', () => {
    const shown = readPush(
      {
        notification: { title: 'Nuova richiesta', body: 'Hai ricevuto…' },
        data: { route: '/dashboard/quote-requests/1', notificationId: 'n1' },
        fcmOptions: { link: `${origin}/dashboard/quote-requests/1` },
      },
      origin,
    );
    expect(shown).toEqual({
      title: 'Nuova richiesta',
      body: 'Hai ricevuto…',
      link: '/dashboard/quote-requests/1',
      tag: 'n1',
    });
  });

  it('opens the feed for a link to another site or none', () => {
    expect(readPush({ title: 'x', link: 'https://evil.example/phish' }, origin).link).toBe('/notifications');
    expect(readPush(null, origin)).toMatchObject({ title: 'Festalocation', link: '/notifications' });
  });
});
