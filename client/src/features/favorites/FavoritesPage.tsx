import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { openAuthDialog } from '../../app/authDialog';
import { useSession } from '../../app/session';
import { FavoritesDocument } from './favorites.generated';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { LocationCard } from '../locations/LocationCard';
import * as cardStyles from '../locations/LocationCard.css';
import * as s from './Favorites.css';

export const FAVORITES_PAGE_SIZE = 10;

export function FavoritesPage() {
  const { token } = useSession();
  const { data, loading, error, fetchMore } = useQuery(FavoritesDocument, {
    variables: { first: FAVORITES_PAGE_SIZE },
    skip: !token,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (!token) openAuthDialog('login', 'GUEST');
  }, [token]);
  const page = data?.favorites;
  return (
    <section className={s.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={s.title}>
        {it.nav.favorites}
      </h1>
      {!token && <p className={s.empty}>{it.discovery.favoritesSignedOut}</p>}
      {error && <p role="alert">{it.errors.generic}</p>}
      {page && page.items.length === 0 && <p className={s.empty}>{it.discovery.favoritesEmpty}</p>}
      <ul className={cardStyles.grid} aria-busy={loading} aria-label={it.nav.favorites}>
        {page?.items.map((l) => (
          <li key={l.id}>
            <LocationCard location={l} />
          </li>
        ))}
        {loading &&
          !page &&
          Array.from({ length: 4 }, (_, i) => (
            <li key={`sk-${i}`} aria-hidden="true">
              <div className={s.skeleton} />
            </li>
          ))}
      </ul>
      {page?.hasMore && (
        <div className={s.more}>
          <Button
            variant="secondary"
            isPending={loading}
            onPress={() => void fetchMore({ variables: { after: page.nextCursor } })}
          >
            {it.search.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
