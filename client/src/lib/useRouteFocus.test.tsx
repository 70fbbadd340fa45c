import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Announcer } from '../ui';
import { useRouteFocus } from './useRouteFocus';

function Shell() {
  const { pathname } = useLocation();
  useRouteFocus(pathname);
  return (
    <>
      <main>
        <Routes>
          <Route path="/" element={<h1>Trova la location</h1>} />
          <Route path="/search" element={<Results />} />
          <Route path="/todo/new" element={<NewList />} />
          <Route path="/requests" element={<Swapping />} />
        </Routes>
      </main>
      <Announcer />
    </>
  );
}

/** A page that focuses a field of its own on arrival (a new list's title). */
function NewList() {
  return (
    <>
      <h1>To do list</h1>
      <input aria-label="Titolo della lista" ref={(el) => el?.focus()} />
    </>
  );
}

/** A page that shows a loading heading, then replaces it with its own (another element). */
function Swapping() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setLoaded(true), 30);
    return () => clearTimeout(t);
  }, []);
  return loaded ? <h1 key="loaded">Richieste di preventivo</h1> : <h1 key="loading">Caricamento</h1>;
}

function Results() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Location a {params.get('city')}</h1>
      <button onClick={() => setParams({ city: 'Roma' })}>Filtra</button>
    </>
  );
}

describe('focus and announcement on navigation', () => {
  it('leaves the first load alone, then moves to the new page heading (not on a filter change)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <nav>
          <Link to="/search?city=Milano">Cerca</Link>
          <Link to="/todo/new">Nuova lista</Link>
        </nav>
        <Shell />
      </MemoryRouter>,
    );
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.body).toHaveFocus();

    document.title = 'Risultati della ricerca · Festalocation';
    await user.click(screen.getByRole('link', { name: 'Cerca' }));
    const heading = screen.getByRole('heading', { name: 'Location a Milano' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Risultati della ricerca · Festalocation.');

    await user.click(screen.getByRole('button', { name: 'Filtra' }));
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('button', { name: 'Filtra' })).toHaveFocus();

    // A page that focuses something of its own keeps it.
    await user.click(screen.getByRole('link', { name: 'Nuova lista' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('textbox', { name: 'Titolo della lista' })).toHaveFocus();
  });

  it('follows a heading the page replaces once loaded, until the user presses a key', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <nav>
          <Link to="/requests">Richieste</Link>
        </nav>
        <Shell />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Richieste' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Richieste di preventivo' })).toHaveFocus(),
    );
  });
});
