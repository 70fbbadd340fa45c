import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { sessionStore } from '../../state/session';
import { DataSection } from './DataSection';
import { MyDataExportsDocument, RequestDataExportDocument } from './dataExports.generated';

const base = {
  __typename: 'DataExport' as const,
  readyAt: null,
  expiresAt: null,
  jsonUrl: null,
  htmlUrl: null,
};
const pending = { ...base, id: 'e1', status: 'PENDING', createdAt: '2026-03-10T09:00:00.000Z' };
const ready = {
  ...base,
  id: 'e2',
  status: 'READY',
  createdAt: '2026-03-01T09:00:00.000Z',
  readyAt: '2026-03-01T09:01:00.000Z',
  expiresAt: '2026-03-08T09:01:00.000Z',
  jsonUrl: '/account/exports/abcdefghijklmnopqrstuvwxyz.json',
  htmlUrl: '/account/exports/abcdefghijklmnopqrstuvwxyz.html',
};
const expired = {
  ...base,
  id: 'e3',
  status: 'EXPIRED',
  createdAt: '2026-01-01T09:00:00.000Z',
  expiresAt: '2026-01-08T09:00:00.000Z',
};
const list = (items: unknown[]) => ({
  request: { query: MyDataExportsDocument },
  result: { data: { myDataExports: items } },
});

const show = (mocks: unknown[]) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <DataSection />
    </MockedProvider>,
  );

describe('DataSection: I miei dati', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for an export and shows it in preparation', async () => {
    show([
      list([]),
      { request: { query: RequestDataExportDocument }, result: { data: { requestDataExport: pending } } },
      list([pending]),
    ]);
    expect(await screen.findByText('Non hai ancora richiesto una copia dei tuoi dati.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));
    expect(await screen.findByText('In preparazione')).toBeInTheDocument();
    expect(screen.getByText('Richiesta del 10 marzo 2026')).toBeInTheDocument();
    // One at a time: the button waits while one is in preparation.
    expect(screen.getByRole('button', { name: 'Scarica i miei dati' })).toBeDisabled();
  });

  it('lists ready and expired exports and downloads with the session', async () => {
    sessionStore.set({ ...sessionStore.get(), token: 'tok-123' });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"account":{}}', { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    // jsdom does not download: the click on the Blob link is what the browser turns into a saved file.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show([list([ready, expired])]);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Pronto')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Scaricabile fino al 8 marzo 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Scaduto')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Scarica i miei dati' })).toBeEnabled();

    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Scarica JSON/ }));
    expect(fetchMock).toHaveBeenCalledWith(ready.jsonUrl, { headers: { authorization: 'Bearer tok-123' } });
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('festalocation-dati-2026-03-01.json');
    expect(within(items[0]!).getByRole('button', { name: /^Scarica riepilogo HTML/ })).toBeInTheDocument();
  });
});
