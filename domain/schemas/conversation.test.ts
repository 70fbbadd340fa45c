import { describe, expect, it } from 'vitest';
import { conversationMessages as m } from '../messages.js';
import { reportMessageSchema, sendMessageSchema } from './conversation.js';

const ID = '00000000-0000-4000-8000-000000000001';
const send = (patch: Record<string, unknown>) =>
  sendMessageSchema.safeParse({ quoteRequestId: ID, body: 'Ciao', idempotencyKey: 'chiave-123', ...patch });
const firstMessage = (r: ReturnType<typeof send>) => (r.success ? null : r.error.issues[0]!.message);

describe('conversation inputs', () => {
  it('trims the text and takes up to 2,000 characters', () => {
    expect(send({ body: '  Ciao  ' })).toMatchObject({
      success: true,
      data: { body: 'Ciao', attachmentId: null },
    });
    expect(send({ body: 'a'.repeat(2000) }).success).toBe(true);
    expect(firstMessage(send({ body: 'a'.repeat(2001) }))).toBe(m.tooLong);
  });

  it('needs text or an attachment, and a key', () => {
    expect(firstMessage(send({ body: '   ' }))).toBe(m.empty);
    expect(send({ body: '', attachmentId: ID }).success).toBe(true);
    expect(send({ idempotencyKey: 'x' }).success).toBe(false);
  });

  it('asks a reason of 10 to 1,000 characters for a report', () => {
    expect(reportMessageSchema.safeParse({ id: ID, reason: 'breve' }).success).toBe(false);
    expect(reportMessageSchema.safeParse({ id: ID, reason: 'Contenuto offensivo' }).success).toBe(true);
    expect(reportMessageSchema.safeParse({ id: ID, reason: 'a'.repeat(1001) }).success).toBe(false);
  });
});
