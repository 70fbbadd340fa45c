import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('counts characters against maxLength', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Descrizione" maxLength={400} defaultValue="Ciao" />);
    expect(screen.getByText('4/400')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), ' a tutti');
    expect(screen.getByText('12/400')).toBeInTheDocument();
  });
});
