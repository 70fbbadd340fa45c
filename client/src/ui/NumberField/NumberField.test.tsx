import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('clamps a typed value to maxValue on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Ospiti" maxValue={50} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Ospiti' });
    await user.type(input, '999');
    await user.tab();
    expect(input).toHaveValue('50');
    expect(onChange).toHaveBeenLastCalledWith(50);
  });

  it('defaults minValue to 0 and disables Diminuisci at the minimum', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Ospiti" defaultValue={1} />);
    const input = screen.getByRole('textbox', { name: 'Ospiti' });
    const decrement = screen.getByRole('button', { name: 'Diminuisci' });
    await user.click(decrement);
    expect(input).toHaveValue('0');
    expect(decrement).toBeDisabled();
    await user.clear(input);
    // Negative numbers cannot even be typed when minValue >= 0.
    await user.type(input, '-5');
    await user.tab();
    expect(input).toHaveValue('5');
  });

  it('increments by step and rounds to integers', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Budget" defaultValue={10} step={10} maxValue={30} />);
    const input = screen.getByRole('textbox', { name: 'Budget' });
    const increment = screen.getByRole('button', { name: 'Aumenta' });
    await user.click(increment);
    await user.click(increment);
    expect(input).toHaveValue('30');
    expect(increment).toBeDisabled();
  });
});
