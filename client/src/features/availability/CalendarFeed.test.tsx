import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastQueue } from '../../ui';
import { CalendarFeedDocument, RegenerateCalendarFeedDocument } from './availability.generated';
import { CalendarFeed } from './CalendarFeed';

const OLD = 'https://festalocation.it/calendar/vecchio.ics';
const NEW = 'https://festalocation.it/calendar/nuovo.ics';
const feed = (url: string | null) => ({
  request: { query: CalendarFeedDocument, variables: { locationId: 'loc-1' } },
  result: {
    data: { calendarFeed: url && { __typename: 'CalendarFeed', locationId: 'loc-1', url } },
  },
});
const regenerate = {
  request: { query: RegenerateCalendarFeedDocument, variables: { locationId: 'loc-1' } },
  result: {
    data: { regenerateCalendarFeed: { __typename: 'CalendarFeed', locationId: 'loc-1', url: NEW } },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('CalendarFeed', () => {
  it('copies the private address', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toastQueue, 'success');
    render(
      <MockedProvider mocks={[feed(OLD)] as never}>
        <CalendarFeed locationId="loc-1" />
      </MockedProvider>,
    );
    expect(await screen.findByText(OLD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copia' }));
    expect(await navigator.clipboard.readText()).toBe(OLD);
    expect(success).toHaveBeenCalledWith('Indirizzo copiato');
  });

  it('regenerates after confirmation and shows the new address', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[feed(OLD), regenerate] as never}>
        <CalendarFeed locationId="loc-1" />
      </MockedProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Rigenera' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sì, rigenera' }));
    expect(await screen.findByText(NEW)).toBeInTheDocument();
    expect(screen.queryByText(OLD)).toBeNull();
  });

  it('offers to create the address when there is none', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[feed(null), regenerate] as never}>
        <CalendarFeed locationId="loc-1" />
      </MockedProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Crea indirizzo' }));
    expect(await screen.findByText(NEW)).toBeInTheDocument();
  });
});
