import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { openAuthDialog } from '../../app/authDialog';
import { useSession } from '../../app/session';
import { FavoritesDocument, ToggleLocationFavoriteDocument } from './favorites.generated';
import { it } from '../../i18n/it';
import { toastQueue } from '../../ui';
import * as s from './Favorites.css';

/** The same location is cached as a card and as a page: both show the new state. */
function writeFavorite(cache: ApolloCache, locationId: string, isFavorite: boolean) {
  for (const __typename of ['LocationCard', 'Location']) {
    const id = cache.identify({ __typename, id: locationId });
    if (id) cache.modify({ id, fields: { isFavorite: () => isFavorite } });
  }
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.7-9.3C.8 8.4 2.9 4.5 6.6 4.5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * Optimistic favourite toggle: the heart flips at once, Apollo drops the optimistic layer if the server
 * refuses (the rollback), and the favourites list is refetched afterwards. Signed out → guest login dialog.
 */
export function FavoriteButton({
  locationId,
  name,
  isFavorite,
  className,
}: {
  locationId: string;
  name: string;
  isFavorite: boolean;
  className?: string;
}) {
  const { token } = useSession();
  const [toggle] = useMutation(ToggleLocationFavoriteDocument);
  const onClick = () => {
    if (!token) {
      openAuthDialog('login', 'GUEST');
      return;
    }
    const next = !isFavorite;
    toggle({
      variables: { locationId, action: next ? 'ADD' : 'REMOVE' },
      optimisticResponse: {
        toggleLocationFavorite: { locationId, isFavorite: next },
      },
      update: (cache, { data }) => {
        if (data) writeFavorite(cache, locationId, data.toggleLocationFavorite.isFavorite);
      },
      refetchQueries: [FavoritesDocument],
    }).catch(() => toastQueue.error(it.discovery.favoriteError));
  };
  const label = isFavorite ? it.card.removeFavorite : it.card.addFavorite;
  return (
    <button
      type="button"
      className={[s.heart, className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      aria-label={`${label}: ${name}`}
      onClick={onClick}
      data-favorite={isFavorite ? 'true' : 'false'}
    >
      <Heart filled={isFavorite} />
    </button>
  );
}
