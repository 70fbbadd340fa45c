import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestGateway } from '../../test/harness.js';
import { CREATE, input, scenario, type Scenario } from '../../test/quotes.js';

export const MESSAGE = `{ id quoteRequestId authorSide mine body createdAt readAt reportedByMe
  attachment { id kind fileName bytes url } }`;
export const SEND = `mutation ($i: SendMessageInput!) { sendMessage(input: $i) ${MESSAGE} }`;
export const READ = `mutation ($id: ID!) { markConversationRead(quoteRequestId: $id) { id unreadMessages } }`;
export const MESSAGES = `query ($id: ID!) { quoteRequest(id: $id) { id unreadMessages messages ${MESSAGE} } }`;
export const REPORT = `mutation ($id: ID!, $r: String!) { reportMessage(id: $id, reason: $r) ${MESSAGE} }`;
export const LIVE = `subscription ($id: ID!) { conversationMessageAdded(quoteRequestId: $id) ${MESSAGE} }`;

export interface Message {
  id: string;
  authorSide: string;
  mine: boolean;
  body: string;
  readAt: string | null;
  reportedByMe: boolean;
  attachment: { id: string; kind: string; fileName: string; url: string } | null;
}
export type Res<T> = {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};
export const err = (res: Res<unknown>) => res.errors?.[0];

/** A scenario and a request its guest sent to its host. */
export async function conversation(gw: TestGateway): Promise<Scenario & { requestId: string }> {
  const sc = await scenario(gw);
  const res = await gw.gql<{ createQuoteRequest: { id: string } }>(
    CREATE,
    { input: input(sc) },
    { token: sc.guestToken },
  );
  return { ...sc, requestId: res.data!.createQuoteRequest.id };
}

export const send = (gw: TestGateway, token: string | undefined, quoteRequestId: string, patch = {}) =>
  gw.gql<{ sendMessage: Message }>(
    SEND,
    { i: { quoteRequestId, body: 'Buongiorno, è possibile?', idempotencyKey: randomUUID(), ...patch } },
    token ? { token } : {},
  );

/** A graphql-ws client on `gw`, signed in with `token` when given. */
export function socket(gw: TestGateway, token?: string): Client {
  return createClient({
    url: gw.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

/** Listens to one conversation: the events it delivers, the error it ended with, and when it is live. */
export function listen(client: Client, quoteRequestId: string) {
  const events: Message[] = [];
  const state: { error: { extensions?: { code?: string } }[] | null; done: boolean } = {
    error: null,
    done: false,
  };
  const stop = client.subscribe<{ conversationMessageAdded: Message }>(
    { query: LIVE, variables: { id: quoteRequestId } },
    {
      next: (v) => {
        if (v.data) events.push(v.data.conversationMessageAdded);
        if (v.errors) state.error = v.errors as never;
      },
      error: (e) => {
        state.error = e as never;
        state.done = true;
      },
      complete: () => (state.done = true),
    },
  );
  return { events, state, stop };
}

/** Waits until `check` holds (or fails after `ms`). */
export async function until(check: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
