import type { DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { EmailPayload } from './payloads.js';

/**
 * The one way a request sends an e-mail: a row in the outbox, written in the caller's transaction and
 * sent by the worker after commit (kick it then). No request waits for a mail server, so how long an
 * answer takes says nothing about whether a message went out.
 */
export async function queueEmail(db: DbOrTx, mail: EmailPayload): Promise<void> {
  await db.insert(outbox).values({ kind: 'EMAIL', payload: mail });
}
