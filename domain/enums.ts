/** The product's enumerations with their Italian labels, in one place for client and gateway. */

export const EVENT_TYPES = [
  { key: 'HOLIDAY', label: 'Festività' },
  { key: 'CHILDREN_BIRTHDAY', label: 'Compleanno bambini' },
  { key: 'ADULT_BIRTHDAY', label: 'Compleanno adulti' },
  { key: 'EIGHTEEN_PARTY', label: 'Festa di 18 anni' },
  { key: 'BAPTISM', label: 'Battesimo' },
  { key: 'COMMUNION', label: 'Comunione' },
  { key: 'PROMISES_OR_ANNIVERSARY', label: 'Promesse e Anniversari' },
  { key: 'WEDDING', label: 'Matrimonio' },
  { key: 'BACHELOR_PARTY', label: 'Addio al nubilato o celibato' },
  { key: 'BABY_SHOWER', label: 'Gender reveal e Baby shower' },
  { key: 'GRADUATION', label: 'Laurea' },
  { key: 'CORPORATE_PARTY', label: 'Festa aziendale' },
] as const;
export type EventType = (typeof EVENT_TYPES)[number]['key'];

export const eventTypeLabel = (key: string): string => EVENT_TYPES.find((e) => e.key === key)?.label ?? key;

/** Step 4 of onboarding shows the chips sorted by label length. */
export const eventTypesByLabelLength = () => [...EVENT_TYPES].sort((a, b) => a.label.length - b.label.length);

export const LOCATION_TYPES = [
  { key: 'HORECA', label: 'Horeca' },
  { key: 'PUBLIC', label: 'Pubblica' },
  { key: 'PRIVATE', label: 'Privata' },
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number]['key'];
export const locationTypeLabel = (key: string) => LOCATION_TYPES.find((e) => e.key === key)?.label ?? key;

export const SPACE_TYPES = [
  { key: 'CLOSE', label: 'Chiuso' },
  { key: 'OPEN', label: 'Aperto' },
  { key: 'BOTH', label: 'Entrambi' },
] as const;
export type SpaceType = (typeof SPACE_TYPES)[number]['key'];

export const DAYS = [
  { key: 'MONDAY', short: 'Lun', label: 'Lunedì' },
  { key: 'TUESDAY', short: 'Mar', label: 'Martedì' },
  { key: 'WEDNESDAY', short: 'Mer', label: 'Mercoledì' },
  { key: 'THURSDAY', short: 'Gio', label: 'Giovedì' },
  { key: 'FRIDAY', short: 'Ven', label: 'Venerdì' },
  { key: 'SATURDAY', short: 'Sab', label: 'Sabato' },
  { key: 'SUNDAY', short: 'Dom', label: 'Domenica' },
] as const;
export type Day = (typeof DAYS)[number]['key'];

export const RENT_DURATIONS = [
  { key: 'HALF', label: 'mezza giornata' },
  { key: 'FULL', label: 'giornata intera' },
] as const;

export const QUOTE_STATUSES = [
  { key: 'PENDING', label: 'In attesa' },
  // The host answered with a priced quote the guest may accept.
  { key: 'QUOTED', label: 'Preventivo inviato' },
  { key: 'CONFIRMED', label: 'Accettata' },
  { key: 'REJECTED', label: 'Rifiutata' },
  // Read, never stored: a QUOTED request past its quote's validity (domain/quote-lifecycle.ts).
  { key: 'EXPIRED', label: 'Scaduta' },
  // Final: a booking called off after it was accepted (today only when the host deletes what it booked).
  { key: 'CANCELLED', label: 'Annullata' },
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]['key'];
export const quoteStatusLabel = (key: string) => QUOTE_STATUSES.find((e) => e.key === key)?.label ?? key;

/** Who called a CANCELLED request off, as the guest and the host read it beside the status. */
export const QUOTE_CANCELLERS = [
  { key: 'HOST', label: 'Annullata dalla location' },
  { key: 'GUEST', label: "Annullata dall'ospite" },
  { key: 'PLATFORM', label: 'Annullata da Festalocation' },
] as const;
export type QuoteCanceller = (typeof QUOTE_CANCELLERS)[number]['key'];

/** A request's status as people read it: a cancelled one says who cancelled it. */
export const quoteStatusText = (status: string, cancelledBy?: string | null) =>
  (status === 'CANCELLED' && QUOTE_CANCELLERS.find((c) => c.key === cancelledBy)?.label) ||
  quoteStatusLabel(status);

export const SUBSCRIPTION_STATUSES = [
  { key: 'ACTIVE', label: 'Attivo' },
  { key: 'INACTIVE', label: 'Non Attivo' },
  { key: 'CANCELED', label: 'Annullato' },
  { key: 'PAST_DUE', label: 'In ritardo' },
  { key: 'UNPAID', label: 'Non pagato' },
] as const;
export const subscriptionStatusLabel = (key: string) =>
  SUBSCRIPTION_STATUSES.find((e) => e.key === key)?.label ?? key;

/** Where a location stands with the platform's review. */
export const APPROVAL_STATUSES = [
  { key: 'PENDING', label: 'In approvazione' },
  { key: 'APPROVED', label: 'Approvata' },
  { key: 'REJECTED', label: 'Rifiutata' },
] as const;
export const approvalStatusLabel = (key: string) =>
  APPROVAL_STATUSES.find((e) => e.key === key)?.label ?? key;

/** FREE_FOREVER is 'Early Bird', REDUCED_PRICE 'Early Adopter', anything else 'Basic'. */
export function subscriptionTypeLabel(type: string | null | undefined): string {
  if (type === 'FREE_FOREVER') return 'Early Bird';
  if (type === 'REDUCED_PRICE') return 'Early Adopter';
  return 'Basic';
}
