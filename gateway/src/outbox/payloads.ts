/** What an outbox row carries: written inside the request's transaction, read by the worker after commit. */
export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface PushPayload {
  userId: string;
  title: string;
  body: string;
  data: Record<string, string>;
  /** Absolute URL a tap opens (rows written before it existed have only `data.route`). */
  link?: string;
}
