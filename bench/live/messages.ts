// The conversation phase of bench/live: hosts already connected listen to their request's conversation on
// the same socket (in whichever holder process has it); one guest writes to those requests at a steady rate,
// through each gateway process in turn, and the time from sending to the host's socket receiving the message
// is measured.
import type { HolderPool } from './holders.js';
import { epochMs } from './protocol.js';

export interface MessagePhase {
  ports: number[];
  holders: Pick<HolderPool, 'listen' | 'unlisten' | 'onMessage'>;
  /** One connected socket (global index) per host that received a request: its request id. */
  listeners: { index: number; quoteRequestId: string }[];
  guestToken: string;
  rate: number;
  seconds: number;
}

export interface MessageFigures {
  sent: number;
  lost: number;
  /** Sent → delivered on the host's socket, ms, sorted. */
  sendToDelivery: number[];
  /** The message's commit time (createdAt) → delivered, ms, sorted. */
  commitToDelivery: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureMessages(p: MessagePhase): Promise<MessageFigures> {
  const arrivals = new Map<string, number>();
  const commitToDelivery: number[] = [];
  p.holders.onMessage = (m) => {
    arrivals.set(m.id, m.at);
    commitToDelivery.push(m.commitToDelivery);
  };
  await p.holders.listen(p.listeners);
  await sleep(2000); // let the subscriptions register on every gateway process

  const sent = new Map<string, number>();
  const total = p.rate * p.seconds;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / p.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const target = p.listeners[n % p.listeners.length]!;
    const port = p.ports[n % p.ports.length]!;
    inflight.push(
      (async () => {
        const t0 = epochMs();
        const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${p.guestToken}` },
          body: JSON.stringify({
            query: 'mutation ($i: SendMessageInput!) { sendMessage(input: $i) { id } }',
            variables: {
              i: {
                quoteRequestId: target.quoteRequestId,
                body: `Messaggio ${n}`,
                idempotencyKey: `bench-${n}-${start}`,
              },
            },
          }),
        });
        const body = (await res.json()) as { data?: { sendMessage: { id: string } }; errors?: unknown };
        if (body.data) sent.set(body.data.sendMessage.id, t0);
        else console.error(JSON.stringify(body.errors));
      })(),
    );
  }
  await Promise.all(inflight);
  await sleep(2000);
  await p.holders.unlisten();

  const sendToDelivery: number[] = [];
  let lost = 0;
  for (const [id, t0] of sent) {
    const at = arrivals.get(id);
    if (at == null) lost++;
    else sendToDelivery.push(at - t0);
  }
  sendToDelivery.sort((a, b) => a - b);
  commitToDelivery.sort((a, b) => a - b);
  return { sent: sent.size, lost, sendToDelivery, commitToDelivery };
}
