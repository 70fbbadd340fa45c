import { LocationPage } from '../../features/locationPage/LocationPage';
import { preloadQuoteSection } from '../../features/quotes/QuoteSection';
export default LocationPage;
export const ready = preloadQuoteSection;
