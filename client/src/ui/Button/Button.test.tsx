import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton } from '../LinkButton/LinkButton';
import { Button, buttonStyles } from './Button';
import { NativeButton } from './NativeButton';

describe('Button', () => {
  it('fires onPress', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Salva</Button>);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('when pending keeps its accessible name, shows a spinner and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Salva
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Salva' });
    expect(button).toHaveAttribute('data-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Invia
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});

it('going pending while focused leaves no nameless live-region node (role=img) behind', async () => {
  const { rerender, unmount } = render(<Button onPress={() => {}}>Verifica</Button>);
  screen.getByRole('button', { name: 'Verifica' }).focus();
  rerender(<Button isPending>Verifica</Button>);
  unmount();
  // react-aria's announcer writes after a tick.
  await new Promise((r) => setTimeout(r, 150));
  const nameless = [...document.querySelectorAll('[role="img"]')].filter(
    (el) =>
      !el.getAttribute('aria-label') && !document.getElementById(el.getAttribute('aria-labelledby') ?? ''),
  );
  expect(nameless).toHaveLength(0);
});

describe('LinkButton', () => {
  it('renders a link with href', () => {
    render(<LinkButton href="/search">Vedi tutte</LinkButton>);
    expect(screen.getByRole('link', { name: 'Vedi tutte' })).toHaveAttribute('href', '/search');
  });
});

describe('NativeButton', () => {
  it('is a plain button with the Button look that never submits unless asked, and works from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <NativeButton variant="secondary" onClick={onClick}>
          Diventa HOST
        </NativeButton>
        <NativeButton type="submit">Cerca</NativeButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Diventa HOST' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-native');
    expect(button.className).toBe(buttonStyles({ variant: 'secondary' }));
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
