/** What an outbox row carries: written inside the request's transaction, read by the worker after commit. */
export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A one-time code someone asked for (an EMAIL row). The worker issues the code and writes the mail as it
 * sends it, so the request did no more work for an existing account than for an unknown address (which
 * gets no row), and the plain code never rests in the table. Sent before any other mail, and dropped
 * unsent after `expiresAt`.
 */
export interface CodeMailPayload {
  code: { purpose: 'REGISTER' | 'FORGOT'; userId: string };
  expiresAt: string;
}

export const isCodeMail = (payload: unknown): payload is CodeMailPayload =>
  typeof payload === 'object' && payload !== null && 'code' in payload;

/** How the worker turns a code request into its mail: null when no code is due (see `codeMailer`). */
export type CodeMailer = (
  request: CodeMailPayload['code'],
  row: { requestedAt: Date; retry: boolean },
) => Promise<EmailPayload | null>;

export interface PushPayload {
  userId: string;
  title: string;
  body: string;
  data: Record<string, string>;
  /** Absolute URL a tap opens (rows written before it existed have only `data.route`). */
  link?: string;
}
