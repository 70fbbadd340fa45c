import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createPersistedStore } from './store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEY = 'test.store.session';

afterEach(() => {
  localStorage.removeItem(KEY);
  document.body.innerHTML = '';
});

/**
 * A page rendered on the server (signed out) hydrating in a browser whose storage holds a session, then a
 * part mounting afresh in the live page (the next page after signing in, a dialog): what each first saw.
 */
async function hydrateThenMount() {
  localStorage.setItem(KEY, JSON.stringify({ token: 't' }));
  const store = createPersistedStore<{ token: string | null }>(KEY, { token: null });
  const firstSeen: Record<string, string> = {};
  function Probe({ name }: { name: string }) {
    const { token } = store.use();
    firstSeen[name] ??= token ?? 'signed out';
    return <p>{`${name}: ${token ?? 'signed out'}`}</p>;
  }
  let mountFresh = () => {};
  function Page() {
    const [fresh, setFresh] = useState(false);
    mountFresh = () => setFresh(true);
    return (
      <div>
        <Probe name="hydrated" />
        {fresh && <Probe name="fresh" />}
      </div>
    );
  }

  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  delete firstSeen.hydrated;
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: (e) => mismatches.push(e) });
  });
  const afterHydration = container.textContent;
  await act(async () => mountFresh());
  const afterMount = container.textContent;
  root?.unmount();
  return { firstSeen, mismatches, afterHydration, afterMount };
}

describe('a stored value and hydration', () => {
  it('hydrates from the server value, so the server HTML matches, then adopts the stored one', async () => {
    const { firstSeen, mismatches, afterHydration } = await hydrateThenMount();
    expect(mismatches).toEqual([]);
    expect(firstSeen.hydrated).toBe('signed out');
    expect(afterHydration).toBe('hydrated: t');
  });

  it('gives a part mounted afresh in the live page the stored value from its first render', async () => {
    // A guard mounting on the first navigation after signing in must see the session at once: reading
    // the server's (signed-out) value first, it asked for a sign-in again and the dialog stayed open.
    const { firstSeen, afterMount } = await hydrateThenMount();
    expect(firstSeen.fresh).toBe('t');
    expect(afterMount).toBe('hydrated: tfresh: t');
  });
});
