import { HomePage } from '../../features/home/HomePage';
import { preloadSearchBar } from '../../features/home/SearchBar';
export default HomePage;
export const ready = preloadSearchBar;
