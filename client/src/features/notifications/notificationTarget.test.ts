import { describe, expect, it } from 'vitest';
import type { NotificationType } from '../../gql/types';
import type { NotificationsFeedQuery } from './notifications.generated';
import { target, text } from './notificationTarget';

type Item = NotificationsFeedQuery['notifications']['items'][number];
const LOCATION = '00000000-0000-4000-8000-000000000001';
const QUOTE = '00000000-0000-4000-8000-000000000100';

// __typename as the gateway sends it; the generated types leave it out.
const item = (
  type: NotificationType,
  reason: string | null = null,
  status = 'CONFIRMED',
  date: string | null = null,
) =>
  ({
    __typename: 'Notification',
    id: 'n1',
    type,
    role: 'HOST',
    isRead: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    locationId: LOCATION,
    quoteRequestId: QUOTE,
    metadata: {
      __typename: 'NotificationMetadata',
      location: {
        __typename: 'NotificationLocationMeta',
        name: 'Villa Festa',
        city: 'Roma',
        slug: 'villa-festa',
        logoUrl: null,
      },
      quoteRequest: { __typename: 'NotificationQuoteMeta', status: status as never, date },
      reason,
    },
  }) as Item;

const REASON = 'Le foto non mostrano la location';

// Every type of the schema, with what it says and where it leads (`true`: the host's location is selected).
const CASES: [NotificationType, string | null, string, string, boolean][] = [
  [
    'NEW_QUOTE_REQUEST',
    null,
    'Nuova richiesta di preventivo per Villa Festa',
    `/dashboard/quote-requests/${QUOTE}`,
    true,
  ],
  [
    'QUOTE_REQUEST_UPDATED',
    null,
    'La tua richiesta per Villa Festa è ora: Accettata',
    `/profile/quote-requests/${QUOTE}`,
    false,
  ],
  [
    'QUOTE_REQUEST_CANCELLED',
    'Ambiente "Sala Grande" non più disponibile',
    'Villa Festa ha annullato la tua richiesta: Ambiente "Sala Grande" non più disponibile',
    `/profile/quote-requests/${QUOTE}`,
    false,
  ],
  ['NEW_LOCATION', null, 'Nuova location: Villa Festa a Roma', '/location/villa-festa', false],
  [
    'SUBSCRIPTION_PAYMENT_FAILED',
    null,
    "Pagamento dell'abbonamento non riuscito per Villa Festa",
    '/dashboard/subscription',
    true,
  ],
  ['SUBSCRIPTION_ENDED', null, "L'abbonamento di Villa Festa è terminato", '/dashboard/subscription', true],
  ['LOCATION_APPROVED', null, 'Villa Festa è stata approvata', '/dashboard', true],
  ['LOCATION_REJECTED', REASON, `Villa Festa non è stata approvata: ${REASON}`, '/dashboard/settings', true],
  [
    'CHANGE_REQUEST_APPROVED',
    null,
    'La richiesta di modifica di Villa Festa è stata approvata',
    '/dashboard/settings',
    true,
  ],
  [
    'CHANGE_REQUEST_REJECTED',
    REASON,
    `La richiesta di modifica di Villa Festa è stata rifiutata: ${REASON}`,
    '/dashboard/settings',
    true,
  ],
  [
    'LOCATION_SUSPENDED',
    REASON,
    `Villa Festa è stata sospesa dalla piattaforma: ${REASON}`,
    '/dashboard/settings',
    true,
  ],
  [
    'REVIEW_INVITE',
    null,
    "Com'è andata la tua festa da Villa Festa? Lascia una recensione",
    `/profile/quote-requests/${QUOTE}`,
    false,
  ],
  ['QUOTE_SENT', null, 'Villa Festa ti ha inviato un preventivo', `/profile/quote-requests/${QUOTE}`, false],
  [
    'QUOTE_ANSWERED',
    null,
    "Preventivo accettato dall'ospite per Villa Festa",
    `/dashboard/quote-requests/${QUOTE}`,
    true,
  ],
  ['NEW_REVIEW', null, 'Nuova recensione per Villa Festa', '/location/villa-festa#recensioni', false],
  [
    'REVIEW_REPLY',
    null,
    'Villa Festa ha risposto alla tua recensione',
    '/location/villa-festa#recensioni',
    false,
  ],
  [
    'MESSAGE_RECEIVED',
    null,
    "Nuovo messaggio dall'ospite per Villa Festa",
    `/dashboard/quote-requests/${QUOTE}`,
    true,
  ],
  [
    'DATA_EXPORT_READY',
    null,
    'La copia dei tuoi dati è pronta: scaricala da I miei dati',
    '/profile/data',
    false,
  ],
];

describe('notification texts and targets', () => {
  it.each(CASES)('%s', (type, reason, said, path, selectLocation) => {
    expect(text(item(type, reason))).toBe(said);
    expect(target(item(type, reason))).toEqual({ path, selectLocation });
  });

  it('covers every type of the schema', async () => {
    const schema = await import('node:fs').then((fs) => fs.readFileSync('schema.graphql', 'utf8'));
    const block = /enum NotificationType \{([^}]*)\}/.exec(schema)![1]!;
    const types = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^[A-Z_]+$/.test(l));
    expect(types.sort()).toEqual(CASES.map((c) => c[0]).sort());
  });

  it('sends a message to the guest to their own request', () => {
    const guest = { ...item('MESSAGE_RECEIVED'), role: 'GUEST' } as Item;
    expect(text(guest)).toBe('Villa Festa ti ha scritto un messaggio');
    expect(target(guest)).toEqual({ path: `/profile/quote-requests/${QUOTE}`, selectLocation: false });
  });

  it("says how the guest answered the host's quote, with the guest's reason", () => {
    expect(text(item('QUOTE_ANSWERED', 'Troppo caro', 'REJECTED'))).toBe(
      "Preventivo rifiutato dall'ospite per Villa Festa. Motivo: Troppo caro",
    );
    expect(text(item('QUOTE_ANSWERED', 'Cambio di programma', 'CANCELLED'))).toBe(
      "Prenotazione annullata dall'ospite per Villa Festa. Motivo: Cambio di programma",
    );
  });

  it("says the day of a cancelled request and the host's reason", () => {
    expect(
      text(item('QUOTE_REQUEST_CANCELLED', "Location eliminata dall'host", 'CANCELLED', '2026-06-13')),
    ).toBe("Villa Festa ha annullato la tua richiesta per il 13/06/2026: Location eliminata dall'host");
  });

  it('leaves the reason out when the platform gave none', () => {
    expect(text(item('LOCATION_REJECTED'))).toBe('Villa Festa non è stata approvata');
    expect(text(item('LOCATION_SUSPENDED'))).toBe('Villa Festa è stata sospesa dalla piattaforma');
  });
});
