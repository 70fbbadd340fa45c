import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from '../Switch/Switch';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox / CheckboxGroup / Switch', () => {
  it('collects values in a group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Servizi" onChange={onChange}>
        <Checkbox value="catering">Catering</Checkbox>
        <Checkbox value="musica">Musica</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Servizi' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Catering' }));
    await user.click(screen.getByRole('checkbox', { name: 'Musica' }));
    expect(onChange).toHaveBeenLastCalledWith(['catering', 'musica']);
    expect(screen.getByRole('checkbox', { name: 'Catering' })).toBeChecked();
  });

  it('toggles a switch', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Notifiche push</Switch>);
    await user.click(screen.getByRole('switch', { name: 'Notifiche push' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
