import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangeCalendar } from './RangeCalendar';

const MAY_15 = new CalendarDate(2025, 5, 15);

describe('RangeCalendar', () => {
  it('is Italian, starts on Monday and picks a range with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeCalendar aria-label="Periodo" defaultFocusedValue={MAY_15} onChange={onChange} />);
    const headers = Array.from(screen.getByRole('grid').querySelectorAll('thead th'));
    expect(headers.map((h) => h.textContent)).toEqual(['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom']);
    expect(screen.getByRole('heading')).toHaveTextContent(/maggio 2025/i);
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /15 maggio 2025/ }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ start: MAY_15, end: new CalendarDate(2025, 5, 17) });
  });

  it('marks days without making them unselectable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RangeCalendar
        aria-label="Periodo"
        defaultFocusedValue={MAY_15}
        onChange={onChange}
        isDateMarked={(d) => d.day === 16}
      />,
    );
    const marked = screen.getByRole('button', { name: /16 maggio 2025/ });
    expect(marked.className).not.toBe(screen.getByRole('button', { name: /15 maggio 2025/ }).className);
    await user.click(marked);
    await user.click(marked);
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2025, 5, 16),
      end: new CalendarDate(2025, 5, 16),
    });
  });
});
