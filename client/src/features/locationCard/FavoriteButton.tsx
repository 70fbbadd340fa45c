import { Heart } from 'lucide-react';
import type { KeyboardEventHandler, Ref } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { openAuthDialog } from '../../state/authDialog';
import { useSession } from '../../state/session';
import { FavoritesDocument } from '../favorites/favorites.generated';
import { ToggleLocationFavoriteDocument } from './favorite.generated';
import { it } from '../../i18n/it';
import { runMutation } from '../../lib/mutationErrors';
import * as s from './FavoriteButton.css';

/** The same location is cached as a card and as a page: both show the new state. */
function writeFavorite(cache: ApolloCache, locationId: string, isFavorite: boolean) {
  for (const __typename of ['LocationCard', 'Location']) {
    const id = cache.identify({ __typename, id: locationId });
    if (id) cache.modify({ id, fields: { isFavorite: () => isFavorite } });
  }
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
  ref,
  tabIndex,
  onKeyDown,
}: {
  locationId: string;
  name: string;
  isFavorite: boolean;
  className?: string;
  /** A card takes the button out of the Tab order and reaches it with the arrow keys. */
  ref?: Ref<HTMLButtonElement>;
  tabIndex?: number;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
}) {
  const { token } = useSession();
  const [toggle] = useMutation(ToggleLocationFavoriteDocument);
  const onClick = () => {
    if (!token) {
      openAuthDialog('login', 'GUEST');
      return;
    }
    const next = !isFavorite;
    void runMutation(
      () =>
        toggle({
          variables: { locationId, action: next ? 'ADD' : 'REMOVE' },
          optimisticResponse: {
            toggleLocationFavorite: { locationId, isFavorite: next },
          },
          update: (cache, { data }) => {
            if (data) writeFavorite(cache, locationId, data.toggleLocationFavorite.isFavorite);
          },
          refetchQueries: [FavoritesDocument],
        }),
      { message: it.discovery.favoriteError },
    );
  };
  const label = isFavorite ? it.card.removeFavorite : it.card.addFavorite;
  return (
    <button
      ref={ref}
      type="button"
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      className={[s.heart, className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      aria-label={`${label}: ${name}`}
      onClick={onClick}
      data-favorite={isFavorite ? 'true' : 'false'}
    >
      <Heart aria-hidden="true" size={22} fill={isFavorite ? 'currentColor' : 'none'} />
    </button>
  );
}
