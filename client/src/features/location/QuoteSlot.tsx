import type { LocationPageQuery } from '../../gql/generated';

/**
 * The quote box (desktop right column) and the 'Richiedi preventivo' bar (mobile) belong to the quote
 * feature; it renders them here. Returning null keeps the page's side column empty until then.
 */
export function QuoteSlot(_props: { location: NonNullable<LocationPageQuery['location']> }) {
  return null;
}
