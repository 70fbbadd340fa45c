import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';
import { pagerPages } from './pagerWindow';

function pageNumbers() {
  const nav = screen.getByRole('navigation', { name: 'Paginazione' });
  return within(nav)
    .getAllByRole('button', { name: /^Pagina \d+$/ })
    .map((b) => Number(b.textContent));
}

function Controlled({ initial, pageCount }: { initial: number; pageCount: number }) {
  const [page, setPage] = useState(initial);
  return <Pager page={page} pageCount={pageCount} onChange={setPage} />;
}

describe('Pager', () => {
  it('renders nothing with one page or fewer', () => {
    const { container, rerender } = render(<Pager page={1} pageCount={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={1} pageCount={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows all pages and no jump buttons with 3 pages or fewer', () => {
    render(<Pager page={2} pageCount={3} onChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 2, 3]);
    expect(screen.queryByRole('button', { name: 'Prima pagina' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ultima pagina' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Pagina 1' })).not.toHaveAttribute('aria-current');
  });

  it('windows 3 pages around the current one with first/last jumps', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={1} pageCount={10} />);
    expect(pageNumbers()).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prima pagina' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(pageNumbers()).toEqual([2, 3, 4]);
    expect(screen.getByRole('button', { name: 'Pagina 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(pageNumbers()).toEqual([3, 4, 5]);

    await user.click(screen.getByRole('button', { name: 'Ultima pagina' }));
    expect(pageNumbers()).toEqual([8, 9, 10]);
    expect(screen.getByRole('button', { name: 'Pagina 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Prima pagina' }));
    expect(pageNumbers()).toEqual([1, 2, 3]);
  });

  it('does not call onChange for the current page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pager page={4} pageCount={6} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Pagina 4' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('computes windows at the edges', () => {
    expect(pagerPages(1, 2)).toEqual([1, 2]);
    expect(pagerPages(5, 5)).toEqual([3, 4, 5]);
    expect(pagerPages(4, 5)).toEqual([3, 4, 5]);
    expect(pagerPages(99, 5)).toEqual([3, 4, 5]);
  });
});
