import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

function segments(group: HTMLElement) {
  return within(group)
    .getAllByRole('spinbutton')
    .map((s) => s.textContent);
}

describe('DatePicker', () => {
  it('shows the value as DD/MM/YYYY and picks a date from the popover calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DatePicker label="Data evento" defaultValue={new CalendarDate(2025, 3, 5)} onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Data evento' });
    expect(segments(group)).toEqual(['05', '03', '2025']);

    await user.click(within(group).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /12 marzo 2025/ }));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2025, 3, 12));
    expect(segments(group)).toEqual(['12', '03', '2025']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens in the year view when requested', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Data di nascita" openInYearView defaultValue={new CalendarDate(1990, 1, 1)} />);
    await user.click(within(screen.getByRole('group', { name: 'Data di nascita' })).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('group', { name: "Seleziona l'anno" })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '1990' })).toHaveAttribute('aria-current', 'true');
  });

  it('clearOnReselect clears the value when the same day is picked again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Quando"
        clearOnReselect
        defaultValue={new CalendarDate(2025, 3, 5)}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Quando' });
    await user.click(within(group).getByRole('button'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: / 5 marzo 2025/ }),
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(segments(group)).toEqual(['gg', 'mm', 'aaaa']);
  });
});
