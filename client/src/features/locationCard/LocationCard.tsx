import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { estimateText } from '@festalocation/domain';
import type { LocationCardFieldsFragment } from './card.generated';
import { it } from '../../i18n/it';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { FavoriteButton } from './FavoriteButton';
import * as s from './LocationCard.css';

/**
 * The whole card is one link; the favourite toggle sits beside it (never nested inside the link). Each
 * card is one Tab stop: the link. The heart is out of the Tab order and one arrow key away (→ from the
 * link, ← back), so a grid of 12 cards costs 12 Tab presses, not 24; the link's description says whether
 * the location is a favourite and how to reach the heart. Screen readers' reading mode still meets the
 * heart as a pressed/not pressed toggle right after the link.
 */
export function LocationCard({
  location,
  from,
  eager = false,
  guests,
}: {
  location: LocationCardFieldsFragment;
  from?: string;
  eager?: boolean;
  /** The guests searched for: the price line becomes their party's estimate, and the page's too. */
  guests?: number | null;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const heart = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  return (
    <article className={s.wrapper}>
      <Link
        ref={link}
        to={guests ? `/location/${location.slug}?ospiti=${guests}` : `/location/${location.slug}`}
        state={from ? { from } : undefined}
        className={s.card}
        aria-describedby={hintId}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight' || e.altKey || e.ctrlKey || e.metaKey) return;
          e.preventDefault();
          heart.current?.focus();
        }}
      >
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
          <p className={s.price}>{estimateText(location.priceProfile, guests)}</p>
        </div>
      </Link>
      <VisuallyHidden id={hintId}>
        {location.isFavorite ? it.card.inFavorites : it.card.notInFavorites} {it.card.favoriteKeys}
      </VisuallyHidden>
      <FavoriteButton
        ref={heart}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowLeft' || e.altKey || e.ctrlKey || e.metaKey) return;
          e.preventDefault();
          link.current?.focus();
        }}
        className={s.favorite}
        locationId={location.id}
        name={location.name}
        isFavorite={location.isFavorite}
      />
    </article>
  );
}
