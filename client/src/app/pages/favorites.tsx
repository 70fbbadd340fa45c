import { FavoritesPage } from '../../features/favorites/FavoritesPage';

export default FavoritesPage;
