import { SearchPage, preloadSearchPage } from '../../features/search/SearchPage';
export default SearchPage;
export const ready = preloadSearchPage;
