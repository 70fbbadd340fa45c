import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
