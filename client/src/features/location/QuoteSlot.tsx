import type { LocationPageQuery } from './location.generated';
import { QuoteSection } from '../quotes/QuoteSection';

/** The quote box (desktop right column) and the 'Richiedi preventivo' bar (mobile) of the quote feature. */
export function QuoteSlot({ location }: { location: NonNullable<LocationPageQuery['location']> }) {
  return <QuoteSection location={location} />;
}
