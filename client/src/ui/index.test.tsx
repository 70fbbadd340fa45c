import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as ui from './index';

afterEach(() => {
  act(() => ui.toastQueue.clear());
});

describe('ui barrel', () => {
  it('exports the design system and theme tokens', () => {
    expect(ui.desktop).toBe('screen and (min-width: 768px)');
    expect(ui.vars.color.primary).toMatch(/^var\(--/);
    for (const name of [
      'Button',
      'Calendar',
      'DatePicker',
      'ConfirmDialog',
      'Pager',
      'ToastRegion',
      'Carousel',
    ] as const) {
      expect(typeof ui[name]).toBe('function');
    }
  });

  it('UIProvider renders children and, from the first toast, the toast region', async () => {
    render(
      <ui.UIProvider>
        <ui.Button>Cerca</ui.Button>
      </ui.UIProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cerca' })).toBeInTheDocument();
    act(() => {
      ui.toastQueue.success('Disponibilità salvate con successo');
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Disponibilità salvate con successo');
  });
});
