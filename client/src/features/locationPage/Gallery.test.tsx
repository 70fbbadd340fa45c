import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from './Gallery';

const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `i${i}`, imageUrl: `/media/${i}.webp`, alt: `Villa ${i}` }));

describe('Gallery', () => {
  it("names the '+N' tile starting with the text it shows", () => {
    render(<Gallery images={images(9)} />);
    const tiles = screen.getAllByRole('button');
    expect(tiles).toHaveLength(5);
    expect(screen.getByText('+4')).toBeInTheDocument();
    // label-content-name-mismatch: the visible '+4' must be part of the accessible name.
    expect(tiles[4]).toHaveAccessibleName('+4 altre foto: apri la foto 5');
    expect(tiles[0]).toHaveAccessibleName('Apri la foto 1');
  });

  it('has no +N tile with five images or fewer', () => {
    render(<Gallery images={images(5)} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Apri la foto ${n}`),
    );
  });

  it('is one Tab stop, the arrows (and Home, End) moving between its photos', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Gallery images={images(5)} />
        <button type="button">dopo</button>
      </>,
    );
    const tiles = screen.getAllByRole('button', { name: /foto/ });
    expect(tiles.filter((t) => t.tabIndex === 0)).toEqual([tiles[0]]);
    expect(tiles[0]).toHaveAccessibleDescription('Frecce per le altre foto.');
    await user.tab();
    expect(tiles[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tiles[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tiles[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tiles[4]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tiles[0]).toHaveFocus();
    // Leaving and coming back lands on the photo last visited, then Tab leaves the gallery in one press.
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'dopo' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tiles[4]).toHaveFocus();
  });
});

describe('Gallery: the lightbox', () => {
  it('is a full-screen viewer with icon buttons, N di M, arrows, swipes, Escape, and focus kept and returned', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images(9)} />);
    const tile = screen.getByRole('button', { name: 'Apri la foto 2' });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Foto' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Foto 2 di 9')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/1.webp');
    // Drawn icons, not characters: each button is named and shows only its icon.
    for (const name of ['Foto precedente', 'Foto successiva', 'Chiudi']) {
      const button = within(dialog).getByRole('button', { name });
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button).toHaveTextContent('');
    }

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Foto 3 di 9')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('Foto 9 di 9')).toBeInTheDocument();

    // A swipe to the left shows the next photo, to the right the previous; a vertical drag does nothing.
    const swipe = (from: number, to: number, dy = 0) => {
      const stage = within(dialog).getByRole('img').parentElement!;
      fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, clientX: from, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, clientX: to, clientY: 300 + dy });
    };
    swipe(300, 120);
    expect(within(dialog).getByText('Foto 1 di 9')).toBeInTheDocument();
    swipe(120, 300);
    expect(within(dialog).getByText('Foto 9 di 9')).toBeInTheDocument();
    swipe(300, 240, 200);
    expect(within(dialog).getByText('Foto 9 di 9')).toBeInTheDocument();

    // Tab goes round the viewer's own buttons and never leaves it.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tile).toHaveFocus());
  });
});
