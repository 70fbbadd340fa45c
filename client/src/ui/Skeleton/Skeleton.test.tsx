import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dot } from '../Dot/Dot';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton variant="circle" width={48} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el.style.width).toBe('48px');
    expect(el.style.height).toBe('48px');
  });

  it('renders multiple text lines', () => {
    const { container } = render(<Skeleton variant="text" lines={3} />);
    expect(container.querySelectorAll('[data-skeleton] > span')).toHaveLength(3);
  });
});

describe('Dot', () => {
  it('exposes its label only to screen readers', () => {
    const { getByText } = render(<Dot label="Notifiche non lette" />);
    const text = getByText('Notifiche non lette');
    expect(text.parentElement).toHaveAttribute('data-dot');
    expect(text).toHaveStyle({ position: 'absolute' });
  });
});
