import { Link } from 'react-router';
import { priceText } from '../../../../domain/index';
import type { LocationCardFieldsFragment } from './card.generated';
import { FavoriteButton } from '../favorites/FavoriteButton';
import * as s from './LocationCard.css';

/** The whole card is one link; the favourite toggle sits beside it (never nested inside the link). */
export function LocationCard({
  location,
  from,
  eager = false,
}: {
  location: LocationCardFieldsFragment;
  from?: string;
  eager?: boolean;
}) {
  return (
    <article className={s.wrapper}>
      <Link to={`/location/${location.slug}`} state={from ? { from } : undefined} className={s.card}>
        <div className={s.media}>
          {location.imageUrl && (
            <img
              className={s.img}
              src={location.imageUrl}
              alt=""
              width={600}
              height={400}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
            />
          )}
        </div>
        <div className={s.body}>
          <h3 className={s.name}>{location.name}</h3>
          <p className={s.city}>{location.city}</p>
          <p className={s.price}>{priceText(location.minPriceCents)}</p>
        </div>
      </Link>
      <FavoriteButton
        className={s.favorite}
        locationId={location.id}
        name={location.name}
        isFavorite={location.isFavorite}
      />
    </article>
  );
}
