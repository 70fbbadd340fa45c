import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './Select';

const TYPES = [
  { id: 'matrimonio', name: 'Matrimonio' },
  { id: 'compleanno', name: 'Compleanno' },
];

describe('Select', () => {
  it('shows a placeholder and selects an option', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Select label="Tipo di evento" items={TYPES} onSelectionChange={onSelectionChange}>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>,
    );
    const trigger = screen.getByRole('button', { name: /Tipo di evento/ });
    expect(trigger).toHaveTextContent('Seleziona');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Compleanno' }));
    expect(onSelectionChange).toHaveBeenCalledWith('compleanno');
    expect(trigger).toHaveTextContent('Compleanno');
  });
});
