import { LocationPage } from '../../features/location/LocationPage';
import { preloadQuoteSection } from '../../features/quotes/QuoteSection';
export default LocationPage;
export const ready = preloadQuoteSection;
