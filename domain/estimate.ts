import { formatEuro, groupThousands } from './money.js';

/**
 * What a party at a location would cost: the one rule behind the price on cards, on the location page and
 * in search's budget filter. A card used to show the lowest of flat rents and per-person prices mixed
 * together ('da 5,00 €' on a villa whose room costs 2.200 €); the estimate says what the guests searched for
 * would pay instead.
 */

export interface EstimateAmbient {
  capacity: number;
  /** Zero means 'Incluso': the ambient comes with a service and cannot be booked alone. */
  rentPriceCents: number;
}
export interface EstimateService {
  pricePerPersonCents: number;
  /** '*Costo ambiente incluso': the service's price covers an included ambient. */
  ambientIncluded: boolean;
}
export interface PriceProfile {
  ambients: readonly EstimateAmbient[];
  services: readonly EstimateService[];
}

export interface PartyEstimate {
  guests: number;
  /** Exact, in cents. */
  totalCents: number;
  /** What the guest reads and what the budget compares: whole euros, half up. */
  euros: number;
  /** Index in `ambients` of the ambient chosen (the first of equal totals). */
  ambientIndex: number;
  /** Index in `services` of the service the ambient needs, or null for a rented ambient. */
  serviceIndex: number | null;
}

/**
 * The service an included ambient needs: the cheapest per person among those whose price covers the ambient
 * ('*Costo ambiente incluso'); when the host flagged none, the cheapest of all, as the quote form accepts
 * any service with an included ambient ('Hai selezionato ambienti inclusi nel servizio…').
 */
export function serviceForIncludedAmbient(services: readonly EstimateService[]): number | null {
  const flagged = services.some((s) => s.ambientIncluded);
  let best: number | null = null;
  services.forEach((s, i) => {
    if (flagged && !s.ambientIncluded) return;
    if (best === null || s.pricePerPersonCents < services[best]!.pricePerPersonCents) best = i;
  });
  return best;
}

/**
 * The cheapest single ambient that holds `guests` plus what it needs: a rented ambient costs its rent; an
 * included one (rent 0) costs the service it needs × guests. Null when no ambient holds the guests alone,
 * or every one that does is included and there is no service. Ties keep the first ambient.
 */
export function partyEstimate(guests: number, profile: PriceProfile): PartyEstimate | null {
  if (!Number.isInteger(guests) || guests < 1) return null;
  const service = serviceForIncludedAmbient(profile.services);
  let best: PartyEstimate | null = null;
  profile.ambients.forEach((a, i) => {
    if (a.capacity < guests) return;
    const included = a.rentPriceCents <= 0;
    if (included && service === null) return;
    const totalCents = included ? profile.services[service!]!.pricePerPersonCents * guests : a.rentPriceCents;
    if (best && best.totalCents <= totalCents) return;
    best = {
      guests,
      totalCents,
      euros: Math.round(totalCents / 100),
      ambientIndex: i,
      serviceIndex: included ? service : null,
    };
  });
  return best;
}

/** Without a guest count: the lowest flat rent and the lowest price per person above zero, each or null. */
export function priceFrom(profile: PriceProfile): {
  rentFromCents: number | null;
  perPersonFromCents: number | null;
} {
  const rents = profile.ambients.map((a) => a.rentPriceCents).filter((p) => p > 0);
  const perPerson = profile.services.map((s) => s.pricePerPersonCents).filter((p) => p > 0);
  return {
    rentFromCents: rents.length ? Math.min(...rents) : null,
    perPersonFromCents: perPerson.length ? Math.min(...perPerson) : null,
  };
}

/**
 * The amount search's budget filter compares, in whole euros: the estimate for the guests searched for, or
 * for one guest when none was given (the search form's default).
 */
export function budgetEuros(profile: PriceProfile, guests: number | null | undefined): number | null {
  return partyEstimate(guests ?? 1, profile)?.euros ?? null;
}

/**
 * The price line of a card or a location page: 'circa 3.150 € per 60 ospiti' for the guests searched
 * for; otherwise what the price is ('affitto da 350,00 €', 'da 7,00 € a persona', both, or 'Prezzo a
 * richiesta').
 */
export function estimateText(profile: PriceProfile, guests?: number | null): string {
  const estimate = guests ? partyEstimate(guests, profile) : null;
  if (estimate) {
    const who = estimate.guests === 1 ? '1 ospite' : `${estimate.guests} ospiti`;
    return `circa ${groupThousands(estimate.euros)} € per ${who}`;
  }
  const { rentFromCents, perPersonFromCents } = priceFrom(profile);
  const parts: string[] = [];
  if (rentFromCents !== null) parts.push(`affitto da ${formatEuro(rentFromCents)}`);
  if (perPersonFromCents !== null) parts.push(`da ${formatEuro(perPersonFromCents)} a persona`);
  return parts.length ? parts.join(' · ') : 'Prezzo a richiesta';
}
