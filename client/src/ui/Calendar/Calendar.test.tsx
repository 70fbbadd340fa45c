import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './Calendar';
import { defaultYearRange, pageOfYear, yearsOfPage } from './utils';

const MAY_15 = new CalendarDate(2025, 5, 15);

function captionButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('Calendar', () => {
  it('renders Italian weekday headers starting on Monday', () => {
    render(<Calendar aria-label="Data" defaultValue={MAY_15} />);
    // The weekday header is aria-hidden (cells carry full labels), so query the DOM directly.
    const headers = Array.from(screen.getByRole('grid').querySelectorAll('thead th'));
    expect(headers.map((h) => h.textContent)).toEqual(['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom']);
    expect(captionButton(/^Maggio 2025/)).toBeInTheDocument();
    // 1 May 2025 is a Thursday: the first row starts with 28 April (hidden, outside the month).
    const firstRow = within(screen.getByRole('grid')).getAllByRole('row')[0]!;
    const cells = within(firstRow).getAllByRole('gridcell');
    expect(cells[3]).toHaveTextContent('1');
  });

  it('navigates caption → year view → month view → day view', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Calendar aria-label="Data" defaultValue={MAY_15} onChange={onChange} />);

    await user.click(captionButton(/^Maggio 2025/));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const years = screen.getByRole('group', { name: "Seleziona l'anno" });
    const yearButtons = within(years).getAllByRole('button');
    expect(yearButtons).toHaveLength(24);
    expect(within(years).getByRole('button', { name: '2025' })).toHaveAttribute('aria-current', 'true');
    expect(within(years).getByRole('button', { name: '2025' })).toHaveFocus();

    // Page back to find 1990.
    const range = defaultYearRange();
    const pagesBack = pageOfYear(range, 2025) - pageOfYear(range, 1990);
    for (let i = 0; i < pagesBack; i++) {
      await user.click(screen.getByRole('button', { name: '24 anni precedenti' }));
    }
    await user.click(screen.getByRole('button', { name: '1990' }));

    const months = screen.getByRole('group', { name: 'Seleziona il mese' });
    const monthButtons = within(months).getAllByRole('button');
    expect(monthButtons.map((b) => b.textContent)).toEqual([
      'Gennaio',
      'Febbraio',
      'Marzo',
      'Aprile',
      'Maggio',
      'Giugno',
      'Luglio',
      'Agosto',
      'Settembre',
      'Ottobre',
      'Novembre',
      'Dicembre',
    ]);
    expect(screen.getByRole('button', { name: /^1990/ })).toBeInTheDocument();

    await user.click(within(months).getByRole('button', { name: 'Marzo' }));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(captionButton(/^Marzo 1990/)).toBeInTheDocument();
    // Navigation alone does not change the value.
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /20 marzo 1990/ }));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(1990, 3, 20));
  });

  it('opens in the year view and disables years outside min/max', async () => {
    const user = userEvent.setup();
    render(
      <Calendar
        aria-label="Data di nascita"
        openInYearView
        defaultFocusedValue={new CalendarDate(2000, 6, 1)}
        minValue={new CalendarDate(1995, 1, 1)}
        maxValue={new CalendarDate(2007, 6, 30)}
      />,
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    // Range clamped to 1995..2007: a single page with 13 years.
    const years = within(screen.getByRole('group', { name: "Seleziona l'anno" })).getAllByRole('button');
    expect(years.map((b) => b.textContent)).toEqual(yearsOfPage({ start: 1995, end: 2007 }, 0).map(String));
    expect(screen.getByRole('button', { name: '24 anni successivi' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '2007' }));
    const months = screen.getByRole('group', { name: 'Seleziona il mese' });
    expect(within(months).getByRole('button', { name: 'Giugno' })).toBeEnabled();
    expect(within(months).getByRole('button', { name: 'Luglio' })).toBeDisabled();
  });

  it('default year range spans 119 years back and 23 ahead in pages of 24', () => {
    const range = defaultYearRange(2025);
    expect(range).toEqual({ start: 1906, end: 2048 });
    expect(yearsOfPage(range, 5)).toHaveLength(24);
    expect(yearsOfPage(range, 5).at(-1)).toBe(2048);
    expect(yearsOfPage(range, 0)[0]).toBe(1906);
    expect([0, 1, 2, 3, 4, 5].flatMap((p) => yearsOfPage(range, p))).toHaveLength(143);
  });

  it('a birth date opens on a full page of 24 years ending 18 years ago', () => {
    const max = new CalendarDate(2008, 11, 27);
    render(<Calendar aria-label="Data di nascita" openInYearView defaultFocusedValue={max} maxValue={max} />);
    const years = within(screen.getByRole('group', { name: "Seleziona l'anno" })).getAllByRole('button');
    expect(years).toHaveLength(24);
    expect(years.map((b) => b.textContent)).toEqual(Array.from({ length: 24 }, (_, i) => String(1985 + i)));
    expect(years.every((b) => !b.hasAttribute('disabled'))).toBe(true);
  });

  it('clearOnReselect clears the value when the selected day is chosen again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Calendar aria-label="Data" defaultValue={MAY_15} clearOnReselect onChange={onChange} />);
    const day = () => screen.getByRole('button', { name: /15 maggio 2025/ });
    expect(day().closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    await user.click(day());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(day().closest('[role="gridcell"]')).not.toHaveAttribute('aria-selected', 'true');

    await user.click(day());
    expect(onChange).toHaveBeenLastCalledWith(MAY_15);
    expect(day().closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: /16 maggio 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 5, 16));
  });

  it('keeps the selection when reselecting without clearOnReselect', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Calendar aria-label="Data" defaultValue={MAY_15} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /15 maggio 2025/ }));
    expect(onChange).not.toHaveBeenCalledWith(null);
    expect(
      screen.getByRole('button', { name: /15 maggio 2025/ }).closest('[role="gridcell"]'),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('marks unavailable dates', () => {
    render(
      <Calendar
        aria-label="Data"
        defaultFocusedValue={MAY_15}
        isDateUnavailable={(d) => d.day === 20 && d.month === 5}
      />,
    );
    expect(screen.getByRole('button', { name: /20 maggio 2025/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
