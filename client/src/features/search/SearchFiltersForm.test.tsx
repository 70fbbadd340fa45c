import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { FiltersMetadataDocument } from './search.generated';
import { SearchFiltersForm } from './SearchFiltersForm';
import { SearchFields } from '../home/SearchFields';
import type { UrlFilters } from './filters';

const meta = {
  request: { query: FiltersMetadataDocument },
  result: {
    data: {
      filtersMetadata: {
        __typename: 'FiltersMetadata',
        minPrice: 10,
        maxPrice: 5000,
        tags: [
          { __typename: 'Tag', id: 1, name: 'Piscina' },
          { __typename: 'Tag', id: 2, name: 'Giardino' },
        ],
        activityTypes: [{ __typename: 'ActivityType', id: 7, name: 'Ristorante' }],
      },
    },
  },
  maxUsageCount: 5,
};

function renderForm(filters: UrlFilters, onChange = vi.fn()) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={[meta]}>
        <SearchFiltersForm filters={filters} onChange={onChange} layout="bar" />
      </MockedProvider>
    </MemoryRouter>,
  );
  return onChange;
}

describe('the search bar', () => {
  it('shows one guest, the default, when no number of guests is asked for', () => {
    renderForm({});
    expect(screen.getByRole('textbox', { name: 'Ospiti' })).toHaveValue('1');
    // The home page's bar too.
    render(
      <MockedProvider mocks={[]}>
        <SearchFields city="" onCity={vi.fn()} onDate={vi.fn()} onGuests={vi.fn()} />
      </MockedProvider>,
    );
    expect(screen.getAllByRole('textbox', { name: 'Ospiti' })[1]).toHaveValue('1');
  });

  it('labels its two pickers like its other fields, and says what each has chosen', async () => {
    const onChange = renderForm({ tags: [{ label: 'Piscina', value: 1 }] });
    // Visible labels, as every other field of the bar has.
    expect(screen.getByText('Caratteristiche', { selector: 'label' })).toBeVisible();
    expect(screen.getByText('Tipo di attività', { selector: 'label' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Caratteristiche Piscina' })).toBeInTheDocument();
    const activities = screen.getByRole('button', { name: 'Tipo di attività Qualsiasi' });
    await userEvent.click(activities);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ristorante' }));
    expect(onChange).toHaveBeenLastCalledWith({
      tags: [{ label: 'Piscina', value: 1 }],
      activityTypes: [{ label: 'Ristorante', value: 7 }],
    });
  });
});
