import Stripe from 'stripe';
import type { Logger } from 'pino';
import { newId, nowSeconds, type Store } from './store.js';

const API_VERSION = '2026-10-28.endive';
const ATTEMPTS = 3;
const BACKOFF_MS = 200;
const DELIVERY_TIMEOUT_MS = 5_000;

export interface WebhookOptions {
  webhookUrl: () => string;
  webhookSecret: string;
  /** Events of connected accounts go to a Connect endpoint with its own secret (the platform's by default). */
  connectWebhookUrl?: () => string;
  connectWebhookSecret?: string;
  logger?: Logger;
}

export interface RawDeliveryOptions {
  signatureSecret?: string;
  omitSignature?: boolean;
  /** The signed time (`t=`, seconds), now by default: tests send stale or future-dated deliveries. */
  timestamp?: number;
}

export interface DeliveryResult {
  status: number;
  body: string;
}

/**
 * Events go out one at a time in emission order, as the gateway's handler must see a subscription's
 * changes in the order they happened; a failed delivery is retried a few times, then dropped with a warning.
 */
export class Webhooks {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly lastBySubject = new Map<string, number>();
  private restarted: boolean;

  constructor(
    private readonly store: Store,
    private readonly options: WebhookOptions,
  ) {
    this.restarted = store.state.lastEventCreated > 0;
  }

  /**
   * Queues an event carrying a snapshot of `object` as it is now. `subject` (a subscription id) gets
   * strictly increasing `created` values so a receiver ordering by `created` never sees a tie.
   */
  emit(
    type: string,
    object: object,
    extra: { previous?: object; subject?: string; at?: number; account?: string } = {},
  ): string {
    const created = this.nextCreated(extra.subject, extra.at);
    const event = {
      id: newId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created,
      livemode: false,
      ...(extra.account ? { account: extra.account } : {}),
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: structuredClone(object),
        ...(extra.previous ? { previous_attributes: structuredClone(extra.previous) } : {}),
      },
    };
    const body = JSON.stringify(event);
    this.enqueue(() => this.deliverWithRetries(event.id, type, body, extra.account !== undefined));
    return event.id;
  }

  deliverRaw(body: string, opts: RawDeliveryOptions = {}): Promise<DeliveryResult> {
    return this.enqueue(() => this.attempt(body, opts));
  }

  settle(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  /** Waits for the queue, but a slow or absent receiver must not hold a browser page for long. */
  async settleWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    await Promise.race([this.settle(), timeout]);
    clearTimeout(timer);
  }

  /** `at`: a test clock's time, which runs ahead of the wall clock once advanced. */
  private nextCreated(subject: string | undefined, at?: number): number {
    const state = this.store.state;
    let created = Math.max(at ?? nowSeconds(), nowSeconds(), state.lastEventCreated);
    // After a restart the per-subject memory is gone: one step past the last event keeps every subject strict.
    if (this.restarted) {
      created = Math.max(created, state.lastEventCreated + 1);
      this.restarted = false;
    }
    if (subject !== undefined) {
      const last = this.lastBySubject.get(subject);
      if (last !== undefined && created <= last) created = last + 1;
      this.lastBySubject.set(subject, created);
    }
    state.lastEventCreated = created;
    return created;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async attempt(
    body: string,
    opts: RawDeliveryOptions = {},
    connect = false,
  ): Promise<DeliveryResult> {
    const secret = connect
      ? (this.options.connectWebhookSecret ?? this.options.webhookSecret)
      : this.options.webhookSecret;
    const url =
      connect && this.options.connectWebhookUrl ? this.options.connectWebhookUrl : this.options.webhookUrl;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (!opts.omitSignature) {
      headers['Stripe-Signature'] = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: opts.signatureSecret ?? secret,
        ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}),
      });
    }
    const response = await fetch(url(), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.text() };
  }

  private async deliverWithRetries(
    eventId: string,
    type: string,
    body: string,
    connect: boolean,
  ): Promise<void> {
    let problem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const result = await this.attempt(body, {}, connect);
        if (result.status >= 200 && result.status < 300) return;
        problem = `HTTP ${result.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * attempt));
    }
    // The payload stays out of the log: it holds customer data.
    this.options.logger?.warn({ eventId, type, problem }, 'Stripe stand-in: webhook delivery given up');
  }
}
