import { date, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ownedBy } from './common.js';
import { ambients, services } from './ambients.js';
import { quoteRequests } from './quotes.js';

/** The days an ambient or a service is not available: closed by the host, or booked by an accepted request. */
const blockedDay = () => date('date', { mode: 'string' }).notNull();
/**
 * The accepted request a blocked day belongs to; null for a day the host closed by hand. A booking's days
 * are freed with it (cancellation), never by the host's calendar, which only frees its own.
 */
const bookedBy = () => uuid('quote_request_id').references(() => quoteRequests.id, { onDelete: 'cascade' });

export const ambientUnavailabilities = pgTable(
  'ambient_unavailabilities',
  { ambientId: ownedBy('ambient_id', () => ambients.id), date: blockedDay(), quoteRequestId: bookedBy() },
  (t) => [
    primaryKey({ columns: [t.ambientId, t.date] }),
    index('ambient_unavailabilities_date_idx').on(t.date),
  ],
);

export const serviceUnavailabilities = pgTable(
  'service_unavailabilities',
  { serviceId: ownedBy('service_id', () => services.id), date: blockedDay(), quoteRequestId: bookedBy() },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.date] }),
    index('service_unavailabilities_date_idx').on(t.date),
  ],
);
