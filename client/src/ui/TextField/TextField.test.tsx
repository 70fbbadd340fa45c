import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('toggles password visibility with an accessible button', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" defaultValue="segreto123" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('segreto123');

    await user.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not render a toggle for plain text fields', () => {
    render(<TextField label="Nome" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('type', 'text');
  });

  it('shows a live character counter and enforces maxLength', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Titolo" maxLength={400} showCounter onChange={onChange} />);
    expect(screen.getByText('0/400')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Festa');
    expect(screen.getByText('5/400')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('Festa');
    expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '400');
  });

  it('shows description and error message when invalid', () => {
    render(
      <TextField label="Email" description="Usa la tua email" isInvalid errorMessage="Email non valida" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Usa la tua email/);
    expect(screen.getByText('Email non valida')).toBeInTheDocument();
  });
});
