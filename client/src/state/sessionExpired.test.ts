import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApollo } from '../app/apollo';
import { createWsLink } from '../app/wsLink';
import { downloadWithSession } from '../lib/downloadWithSession';
import { uploadImage } from '../lib/uploadImage';
import { clearSession, signIn } from './session';
import { dismissSessionExpired, sessionExpiredStore } from './sessionExpired';

// Every transport the client talks to the gateway on ends in the same 'Sessione scaduta' reaction when the
// server says the session is over, and only then.
const restAnswer = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const expiredOpen = () => sessionExpiredStore.get().open;

beforeEach(() => signIn('token-a', 'GUEST'));
afterEach(() => {
  dismissSessionExpired();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('one reaction to an ended session', () => {
  it('for a GraphQL answer over HTTP carrying INVALID_SESSION, not for UNAUTHENTICATED', async () => {
    const answer = (code: string) =>
      new Response(JSON.stringify({ errors: [{ message: 'm', extensions: { code } }] }), {
        headers: { 'content-type': 'application/json' },
      });
    const fetch = vi.fn(async () => answer('UNAUTHENTICATED'));
    vi.stubGlobal('fetch', fetch);
    const query = gql`
      query SessionProbe {
        viewer {
          id
        }
      }
    `;
    const { client } = createApollo();
    await client.query({ query, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(fetch).toHaveBeenCalled();
    expect(expiredOpen()).toBe(false);
    fetch.mockImplementation(async () => answer('INVALID_SESSION'));
    await client.query({ query, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(expiredOpen()).toBe(true);
  });

  it('for an upload refused with INVALID_SESSION, keeping the message for the caller', async () => {
    const fetch = vi.fn(async () => restAnswer(401, 'UNAUTHENTICATED', 'Effettua il login per continuare.'));
    vi.stubGlobal('fetch', fetch);
    const image = new Blob(['x'], { type: 'image/png' });
    await expect(uploadImage(image, 'square')).rejects.toThrow('Effettua il login per continuare.');
    expect(expiredOpen()).toBe(false);
    fetch.mockImplementation(async () => restAnswer(401, 'INVALID_SESSION', 'La tua sessione è scaduta.'));
    await expect(uploadImage(image, 'square')).rejects.toThrow('La tua sessione è scaduta.');
    expect(expiredOpen()).toBe(true);
  });

  it('for a download refused with INVALID_SESSION, not for one that is gone', async () => {
    const fetch = vi.fn(async () => restAnswer(410, 'EXPORT_EXPIRED', 'Questa esportazione è scaduta'));
    vi.stubGlobal('fetch', fetch);
    await expect(downloadWithSession('/account/exports/x.json', 'x.json')).rejects.toThrow('410');
    expect(expiredOpen()).toBe(false);
    fetch.mockImplementation(async () => restAnswer(401, 'INVALID_SESSION', 'La tua sessione è scaduta.'));
    await expect(downloadWithSession('/account/exports/x.json', 'x.json')).rejects.toThrow('401');
    expect(expiredOpen()).toBe(true);
  });

  it('for a live socket the gateway closes with 4401, not for a dropped one', async () => {
    const closeCodes = [1006, 4401];
    let openWhenRetried: boolean | undefined;
    // graphql-ws reads the global WebSocket when the client is created.
    class ClosingSocket {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readyState = 0;
      protocol = 'graphql-transport-ws';
      onopen: ((e: unknown) => void) | null = null;
      onclose: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onmessage: ((e: unknown) => void) | null = null;
      constructor() {
        if (closeCodes.length === 1) openWhenRetried = expiredOpen();
        const code = closeCodes.shift() ?? 1006;
        setTimeout(() => {
          this.readyState = 1;
          this.onopen?.({});
          setTimeout(() => {
            this.readyState = 3;
            this.onclose?.({ code, reason: '', wasClean: code !== 1006 });
          }, 0);
        }, 0);
      }
      send() {}
      close() {}
    }
    vi.stubGlobal('WebSocket', ClosingSocket);
    const link = createWsLink();
    const done = new Promise<unknown>((resolve) => {
      link.client.subscribe(
        { query: 'subscription { x }' },
        { next: () => {}, error: resolve, complete: () => resolve(null) },
      );
    });
    // The first socket drops (1006): retried, no dialog; the second is closed for an ended session.
    await vi.waitFor(() => expect(expiredOpen()).toBe(true), { timeout: 5000 });
    expect(openWhenRetried).toBe(false);
    await done;
  });
});
