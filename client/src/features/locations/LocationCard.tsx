import { Link } from 'react-router';
import { priceText } from '../../../../domain/index';
import type { LocationCardFieldsFragment } from '../../gql/generated';
import * as s from './LocationCard.css';

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
  );
}
