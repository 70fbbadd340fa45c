import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast';
import { MAX_VISIBLE_TOASTS, TOAST_TIMEOUT, toastQueue } from './toastQueue';

afterEach(() => {
  act(() => toastQueue.clear());
  vi.useRealTimers();
});

const toasts = () => screen.queryAllByRole('alertdialog');

describe('Toast', () => {
  it('shows at most 10 toasts and auto-dismisses them after 5000 ms', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      for (let i = 1; i <= 12; i++) toastQueue.info(`Messaggio ${i}`);
    });
    expect(MAX_VISIBLE_TOASTS).toBe(10);
    expect(toasts()).toHaveLength(10);
    // Newest first: the two oldest wait in the queue.
    expect(screen.getByText('Messaggio 12')).toBeInTheDocument();
    expect(screen.queryByText('Messaggio 1')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT - 1));
    expect(toasts()).toHaveLength(10);

    act(() => vi.advanceTimersByTime(1));
    // The visible batch closed; the queued ones appear and start their own timer.
    expect(toasts()).toHaveLength(2);
    expect(screen.getByText('Messaggio 1')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT));
    expect(toasts()).toHaveLength(0);
  });

  it('renders success/error/info helpers with title and description, closable with "Chiudi"', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => {
      toastQueue.success('Location eliminata con successo');
      toastQueue.error('Errore dal server', { description: 'Riprova più tardi' });
    });
    const [errorToast, successToast] = toasts();
    expect(errorToast).toHaveAttribute('data-tone', 'error');
    expect(errorToast).toHaveTextContent('Riprova più tardi');
    expect(successToast).toHaveAttribute('data-tone', 'success');

    await user.click(within(successToast!).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByText('Location eliminata con successo')).not.toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });

  it('Alt+T focuses the newest toast', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => {
      toastQueue.info('Primo');
      toastQueue.info('Secondo');
    });
    await user.keyboard('{Alt>}t{/Alt}');
    expect(toasts()[0]).toHaveFocus();
    expect(toasts()[0]).toHaveTextContent('Secondo');
  });
});
