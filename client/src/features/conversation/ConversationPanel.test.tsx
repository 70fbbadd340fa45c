import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { UIProvider } from '../../ui';
import {
  ConversationDocument,
  MarkConversationReadDocument,
  SendMessageDocument,
} from './conversation.generated';
import { ConversationPanel } from './ConversationPanel';

const ID = '00000000-0000-4000-8000-000000000100';
const msg = (n: number, patch: Record<string, unknown> = {}) => ({
  __typename: 'ConversationMessage',
  id: `00000000-0000-4000-8000-00000000000${n}`,
  quoteRequestId: ID,
  authorSide: 'GUEST',
  mine: true,
  body: `Messaggio ${n}`,
  createdAt: '2030-05-01T10:00:00.000Z',
  readAt: null,
  reportedByMe: false,
  attachment: null,
  ...patch,
});
const conversation = (messages: object[], unreadMessages = 0) => ({
  quoteRequest: {
    __typename: 'QuoteRequest',
    id: ID,
    isHostView: false,
    actions: ['WRITE'],
    unreadMessages,
    messages,
  },
});

let live: MockSubscriptionLink;
const calls = { markRead: 0, send: 0 };

function renderPanel(messages: object[], sendResult: object) {
  live = new MockSubscriptionLink();
  calls.markRead = 0;
  calls.send = 0;
  const mocks = new MockLink([
    {
      request: { query: ConversationDocument, variables: { id: ID } },
      result: { data: conversation(messages) },
      maxUsageCount: Infinity,
    },
    {
      request: { query: MarkConversationReadDocument, variables: { quoteRequestId: ID } },
      result: { data: { markConversationRead: { __typename: 'QuoteRequest', id: ID, unreadMessages: 0 } } },
      maxUsageCount: Infinity,
    },
    {
      request: { query: SendMessageDocument, variables: () => true },
      result: sendResult,
      delay: 50,
      maxUsageCount: Infinity,
    },
  ]);
  // Counts what reaches the server, whatever the mocks answer.
  const counting = new ApolloLink((op, forward) => {
    if (op.operationName === 'SendMessage') calls.send++;
    if (op.operationName === 'MarkConversationRead') calls.markRead++;
    return forward(op);
  });
  const link = ApolloLink.from([
    counting,
    ApolloLink.split((op) => op.operationName === 'ConversationMessageAdded', live, mocks),
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <UIProvider>
        <ConversationPanel quoteRequestId={ID} />
      </UIProvider>
    </ApolloProvider>,
  );
}

describe('ConversationPanel', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the messages with Letto, Segnala and a labelled composer; reads the other side’s', async () => {
    renderPanel(
      [
        msg(1, { readAt: '2030-05-01T10:05:00.000Z' }),
        msg(2, { mine: false, authorSide: 'HOST', body: 'Risposta' }),
      ],
      {},
    );
    expect(await screen.findByText('Messaggio 1')).toBeInTheDocument();
    expect(screen.getByText('Letto')).toBeInTheDocument();
    expect(screen.getByText('Location')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Segnala' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allega foto o PDF' })).toBeInTheDocument();
    await waitFor(() => expect(calls.markRead).toBe(1));
  });

  it('sends once for a double click and shows the message', async () => {
    const user = userEvent.setup();
    renderPanel([], { data: { sendMessage: msg(3, { body: 'Ciao' }) } });
    await user.type(await screen.findByRole('textbox', { name: 'Messaggio' }, { timeout: 5000 }), 'Ciao');
    const button = screen.getByRole('button', { name: 'Invia' });
    await user.dblClick(button);
    // Generous waits: the machine running the tests may be busy.
    expect(await screen.findByText('Ciao', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue(''));
    expect(calls.send).toBe(1);
    expect(screen.getByText('Inviato')).toBeInTheDocument();
  });

  it('shows the server’s Italian refusal under the message', async () => {
    const user = userEvent.setup();
    const message =
      "Hai inviato 10 messaggi in questa conversazione nell'ultimo minuto. Potrai scriverne un altro tra 30 secondi.";
    renderPanel([], {
      errors: [new GraphQLError(message, { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 } })],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Messaggio' }), 'Ancora');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveValue('Ancora');
  });

  it('holds at most 2,000 characters and sends nothing empty', async () => {
    const user = userEvent.setup();
    renderPanel([], {});
    const box = await screen.findByRole('textbox', { name: 'Messaggio' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Scrivi un messaggio o allega un file.')).toBeInTheDocument();
    expect(calls.send).toBe(0);
    await user.click(box);
    await user.paste('a'.repeat(2001));
    expect(box).toHaveValue('a'.repeat(2000));
    expect(screen.getByText('2000/2000')).toBeInTheDocument();
  });

  it('adds a message from the other side as it arrives, and reads it', async () => {
    renderPanel([msg(1)], {});
    expect(await screen.findByText('Messaggio 1')).toBeInTheDocument();
    await waitFor(() => expect(calls.markRead).toBe(0));
    act(() =>
      live.simulateResult({
        result: {
          data: { conversationMessageAdded: msg(4, { mine: false, authorSide: 'HOST', body: 'Dal vivo' }) },
        },
      }),
    );
    expect(await screen.findByText('Dal vivo')).toBeInTheDocument();
    await waitFor(() => expect(calls.markRead).toBe(1));
    // The author's read receipt arrives as the same message again.
    act(() =>
      live.simulateResult({
        result: { data: { conversationMessageAdded: msg(1, { readAt: '2030-05-01T10:06:00.000Z' }) } },
      }),
    );
    expect(await screen.findByText('Letto')).toBeInTheDocument();
  });
});
