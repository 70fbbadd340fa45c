import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Announcer, announce } from './Announcer';
import { SkipLinks, useSkipLink } from './SkipLinks';

function QuoteBox() {
  useSkipLink('quote', 'Vai al preventivo');
  return <section id="quote">Preventivo</section>;
}

describe('skip links', () => {
  it('are the first Tab stops and move focus to their target', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLinks main={{ targetId: 'main', label: 'Vai al contenuto principale' }} />
        <a href="/">Festalocation</a>
        <main id="main" tabIndex={-1}>
          <QuoteBox />
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Vai al contenuto principale' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // A page's own link comes after the main one.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Vai al preventivo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Preventivo')).toHaveFocus();
  });
});

describe('announcer', () => {
  it('reads messages in its live regions, joining those said together', () => {
    render(<Announcer />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    act(() => announce('Accesso effettuato.'));
    act(() => announce('Risultati della ricerca · Festalocation.'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Accesso effettuato. Risultati della ricerca · Festalocation.',
    );
    act(() => announce('Credenziali non valide', 'assertive'));
    expect(screen.getByRole('alert')).toHaveTextContent('Credenziali non valide');
  });
});
