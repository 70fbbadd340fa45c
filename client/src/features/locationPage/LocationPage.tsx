import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { canShowQuoteForm, locationTitle, whyChooseTitle } from '@festalocation/domain';
import { LocationPageDocument, type LocationPageQuery } from './location.generated';
import { notFoundMessages } from '@festalocation/domain/messages';
import { it } from '../../i18n/it';
import { Button, LinkButton, Skeleton, toastQueue } from '../../ui';
import { FavoriteButton } from '../locationCard/FavoriteButton';
import { ItemDetail } from './details';
import { Gallery, type GalleryImage } from './Gallery';
import { seededShuffle } from './gallery';
import {
  Badges,
  ContactButtons,
  LocationInfo,
  PriceEstimate,
  OpeningTimes,
  AmbientsTable,
  ServicesTable,
} from './LocationSections';
import { QuoteSlot } from './QuoteSlot';
import { LocationReviews } from '../reviews/LocationReviews';
import { RatingSummary } from '../reviews/Stars';
import { AddToQuoteButton } from '../quotes/AddToQuoteButton';
import { QuoteSkipLink } from '../quotes/QuoteSkipLink';
import { useSession } from '../../state/session';
import { useRecordingMask } from '../../state/useRecordingMask';
import { homeFiltersStore } from '../../state/homeFilters';
import { searchHref } from '../search/filters';
import { useLocationMeta, type PageMeta } from './useLocationMeta';
import * as s from './Location.css';

type Loc = NonNullable<LocationPageQuery['location']>;

function pageMeta(l: Loc, title: string): PageMeta {
  // Only read by the effect that writes the head (never on the server, whose HTML carries its own).
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const canonical = `${origin}/location/${l.slug}`;
  const description = (
    l.description ?? `${l.name} a ${l.city}: richiedi un preventivo per la tua festa.`
  ).slice(0, 300);
  const first = l.images[0]?.imageUrl ?? null;
  const image = first ? new URL(first, origin).href : null;
  return {
    title,
    description,
    canonical,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: l.name,
      description,
      url: canonical,
      ...(image ? { image } : {}),
      ...(l.phoneNumber ? { telephone: l.phoneNumber } : {}),
      // Search engines show the stars only with both numbers; never for a location without reviews.
      ...(l.reviewCount > 0 && l.averageVote != null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: l.averageVote,
              reviewCount: l.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.address,
        addressLocality: l.city,
        addressRegion: l.province,
        postalCode: l.cap,
        addressCountry: 'IT',
      },
    },
  };
}

function galleryImages(l: Loc): GalleryImage[] {
  const all: GalleryImage[] = [
    ...l.images.map((i) => ({ ...i, alt: l.name })),
    ...l.ambients.flatMap((a) => a.images.map((i) => ({ ...i, alt: `${l.name} – ${a.name}` }))),
    ...l.services.flatMap((x) => x.images.map((i) => ({ ...i, alt: `${l.name} – ${x.name}` }))),
  ];
  return seededShuffle(all, l.id);
}

function LocationSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <p className={s.srOnly} role="status">
        {it.discovery.loading}
      </p>
      <Skeleton height={420} />
      <Skeleton variant="text" lines={3} />
      <Skeleton height={200} />
    </div>
  );
}

/** An unknown location: a heading and ways onwards instead of a dead end. */
function LocationNotFound() {
  return (
    <section className={s.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={s.notFoundTitle}>
        {notFoundMessages.location}
      </h1>
      <div className={s.notFoundActions}>
        <LinkButton href="/search">{it.discovery.notFoundSearch}</LinkButton>
        <LinkButton href="/" variant="secondary">
          {it.discovery.notFoundHome}
        </LinkButton>
      </div>
    </section>
  );
}

const guestsParam = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 ? n : null;
};

export function LocationPage() {
  const { locationSlug = '', ambientSlug, serviceSlug } = useParams();
  const navigate = useNavigate();
  const nav = useLocation();
  const [params] = useSearchParams();
  // The guests a search card was for: the page's estimate is for them too.
  const guests = guestsParam(params.get('ospiti'));
  const session = useSession();
  const { data, loading } = useQuery(LocationPageDocument, { variables: { idOrSlug: locationSlug } });
  const location = data?.location ?? null;
  // The host's own Early Bird location: its name is all over the page (title, texts, image alts, quote box).
  const mask = useRecordingMask(location?.id);
  const title = location ? locationTitle(location) : '';
  const images = useMemo(() => (location ? galleryImages(location) : []), [location]);
  useLocationMeta(location ? pageMeta(location, title) : null);

  // How many history entries this page has added on top of its first one (ambients and services opened).
  const navState = nav.state as { depth?: number } | null;
  const depth = navState?.depth ?? 0;
  const back = () => {
    // react-router numbers the entries it made in this tab: one before this page's first is the app's
    // (the search with its filters, the home…), so history knows the way back exactly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index - depth > 0) navigate(-(depth + 1));
    // Arrived from outside (a shared link, a new tab): to the search, with the guest's own filters.
    else navigate(searchHref(homeFiltersStore.get()));
  };
  // Detail routes keep the navigation state and count themselves, so 'back' skips them.
  const openDetail = (kind: 'ambient' | 'service', slug: string) =>
    navigate(`/location/${locationSlug}/${kind}/${slug}${nav.search}`, {
      state: { ...navState, depth: depth + 1 },
    });
  const closeDetail = () =>
    navigate(`/location/${locationSlug}${nav.search}`, { replace: true, state: nav.state });

  if (loading && !location) return <LocationSkeleton />;
  if (!location) return <LocationNotFound />;

  // Same rule as the quote box: never for a HOST session or a location that cannot take requests.
  const quotable = canShowQuoteForm({ signedIn: !!session.token, role: session.role }, location);
  const ambient = ambientSlug ? location.ambients.find((a) => a.slug === ambientSlug) : undefined;
  const service = serviceSlug ? location.services.find((x) => x.slug === serviceSlug) : undefined;
  const share = async () => {
    const url = `${window.location.origin}/location/${location.slug}`;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
    } else {
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      toastQueue.success(it.discovery.linkCopied);
    }
  };

  return (
    <div {...mask}>
      {/* The quote box comes right after the heading in the document (and its Tab order), not after the
          whole page: a keyboard or screen-reader user reaches it, and gets back to the header from it, in a
          few steps. On a desktop the grid still shows it as the side column. */}
      <article className={s.layout}>
        <div className={s.page}>
          <div className={s.topBar}>
            <Button variant="ghost" onPress={back}>
              ← {it.discovery.back}
            </Button>
            <div className={s.actions}>
              <FavoriteButton
                locationId={location.id}
                name={location.name}
                isFavorite={location.isFavorite}
              />
              <Button variant="secondary" onPress={() => void share()}>
                {it.discovery.share}
              </Button>
            </div>
          </div>
          {!location.isPublished && <p className={s.note}>{it.discovery.unpublished}</p>}
          <Gallery images={images} />
          <h1 className={s.title}>{title}</h1>
          {/* Right after the heading, where a new page puts focus: the next Tab offers the quote. */}
          {quotable && <QuoteSkipLink />}
        </div>
        {/* Side column (desktop) / bottom bar (mobile): the quote feature renders into this slot. */}
        <QuoteSlot location={location} />
        <div className={s.page}>
          <RatingSummary averageVote={location.averageVote} reviewCount={location.reviewCount} />
          <LocationInfo location={location} />
          <PriceEstimate location={location} guests={guests} />
          <ContactButtons location={location} />
          {location.description && (
            <section aria-labelledby="why-title">
              <h2 id="why-title" className={s.h2}>
                {whyChooseTitle(location.name, location.city)}
              </h2>
              <p className={s.description}>{location.description}</p>
            </section>
          )}
          <OpeningTimes location={location} />
          <Badges location={location} />
          <AmbientsTable location={location} onOpen={(slug) => openDetail('ambient', slug)} />
          <ServicesTable location={location} onOpen={(slug) => openDetail('service', slug)} />
          <LocationReviews location={location} />
        </div>
      </article>
      {ambient && (
        <ItemDetail
          item={{ kind: 'ambient', value: ambient }}
          onClose={closeDetail}
          action={quotable && <AddToQuoteButton locationId={location.id} kind="ambients" id={ambient.id} />}
        />
      )}
      {service && (
        <ItemDetail
          item={{ kind: 'service', value: service }}
          onClose={closeDetail}
          action={quotable && <AddToQuoteButton locationId={location.id} kind="services" id={service.id} />}
        />
      )}
    </div>
  );
}
