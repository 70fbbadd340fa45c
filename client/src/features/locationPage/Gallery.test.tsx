import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
