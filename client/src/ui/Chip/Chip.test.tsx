import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chip } from './Chip';

describe('Chip', () => {
  it('calls onRemove from the "Rimuovi {label}" button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Chip label="Matrimonio" onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Rimuovi Matrimonio' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('is removable from the keyboard', async () => {
    const user = userEvent.setup();
    function Filters() {
      const [tags, setTags] = useState(['Compleanno', 'Laurea']);
      return (
        <>
          {tags.map((t) => (
            <Chip key={t} label={t} onRemove={() => setTags((all) => all.filter((x) => x !== t))} />
          ))}
        </>
      );
    }
    render(<Filters />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rimuovi Compleanno' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Compleanno')).not.toBeInTheDocument();
    expect(screen.getByText('Laurea')).toBeInTheDocument();
  });

  it('has no button when not removable', () => {
    render(<Chip label="Roma" />);
    expect(screen.getByText('Roma')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
