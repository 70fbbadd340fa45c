import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

function setScrollMetrics(
  el: HTMLElement,
  metrics: { scrollLeft: number; clientWidth: number; scrollWidth: number },
) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: metrics.clientWidth });
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: metrics.scrollWidth });
  el.scrollLeft = metrics.scrollLeft;
  fireEvent.scroll(el);
}

describe('Carousel', () => {
  it('labels the region and its slides', () => {
    render(
      <Carousel label="In evidenza" title="Location in evidenza">
        <a href="/l/1">Villa Rosa</a>
        <a href="/l/2">Sala Blu</a>
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Location in evidenza' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('aria-label', '1 di 2');
  });

  it('scrolls by one page with Successivo / Precedente and disables them at the edges', async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Più recenti">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i}>Location {i + 1}</div>
        ))}
      </Carousel>,
    );
    const track = screen.getByRole('list');
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
    const prev = screen.getByRole('button', { name: 'Precedente' });
    const next = screen.getByRole('button', { name: 'Successivo' });

    setScrollMetrics(track, { scrollLeft: 0, clientWidth: 300, scrollWidth: 900 });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));

    setScrollMetrics(track, { scrollLeft: 600, clientWidth: 300, scrollWidth: 900 });
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    prev.focus();
    await user.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));
  });
});
