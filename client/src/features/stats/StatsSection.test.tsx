import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../subscription/testing';
import { StatsSection } from './StatsSection';
import { LocationStatsDocument } from './stats.generated';

// jsdom draws no canvas: the chart is the one part these tests leave to the Chromium journey.
vi.mock('./StatsChart', () => ({ default: () => <div data-testid="chart" /> }));

const bucket = (start: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'LocationStatsBucket',
  start,
  views: 0,
  phoneClicks: 0,
  whatsappClicks: 0,
  favorites: 0,
  quoteRequests: 0,
  quotesSent: 0,
  confirmedBookings: 0,
  conversionRate: null,
  medianResponseMinutes: null,
  confirmedValueCents: 0,
  ...patch,
});
const months = Array.from({ length: 12 }, (_, i) =>
  bucket(`${i < 1 ? '2025' : '2026'}-${String(((i + 11) % 12) + 1).padStart(2, '0')}-01`),
);
months[11] = bucket('2026-11-01', {
  views: 1234,
  phoneClicks: 3,
  quoteRequests: 4,
  quotesSent: 3,
  confirmedBookings: 1,
  conversionRate: 0.25,
  medianResponseMinutes: 90,
  confirmedValueCents: 120_000,
});
const stats = {
  request: { query: LocationStatsDocument, variables: { locationId: 'l1', period: 'MONTH' } },
  result: {
    data: {
      locationStats: {
        __typename: 'LocationStats',
        locationId: 'l1',
        period: 'MONTH',
        buckets: months,
        total: { ...months[11], start: '2025-12-01' },
        previous: bucket('2024-12-01', { views: 1000, quoteRequests: 0 }),
      },
    },
  },
};

describe('StatsSection', () => {
  it('gives each figure against the year before, and each chart a summary and a table', async () => {
    renderRoute('/dashboard/stats', '/dashboard/stats', <StatsSection locationId="l1" />, [stats]);
    const views = (await screen.findByText('Visite alla pagina', { selector: 'p' })).closest('li')!;
    expect(within(views).getByText('1.234')).toBeTruthy();
    expect(within(views).getByText('12 mesi precedenti: 1.000')).toBeTruthy();
    expect(within(views).getByText('+23% rispetto ai 12 mesi precedenti')).toBeTruthy();
    // No request the year before: nothing to compare a conversion with.
    const conversion = screen
      .getByText('Conversione (prenotazioni su richieste)', { selector: 'p' })
      .closest('li')!;
    expect(within(conversion).getByText('25%')).toBeTruthy();
    expect(within(conversion).getByText('Nessun confronto con i 12 mesi precedenti')).toBeTruthy();
    expect(screen.getAllByText('1,5 ore', { selector: 'p' })).toHaveLength(1);
    expect(screen.getAllByText('1.200,00 €', { selector: 'p' })).toHaveLength(1);

    expect(
      screen.getByText(
        'Visite alla pagina: in totale 1.234; il periodo con il valore più alto è novembre 2026.',
      ),
    ).toBeTruthy();
    expect(await screen.findAllByTestId('chart')).toHaveLength(3);
    const toggles = screen.getAllByText('Mostra i dati in tabella');
    expect(toggles).toHaveLength(3);
    await userEvent.click(toggles[1]!);
    const table = screen.getByRole('table', { name: 'Richieste e prenotazioni' });
    const row = within(table).getByRole('row', { name: /novembre 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '3', '1', '25%', '1,5 ore']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });
});
