import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { canOfferBecomeHost, EVENT_TYPES } from '@festalocation/domain';
import { HomePageDocument } from './home.generated';
import { it } from '../../i18n/it';
import { Carousel, NativeButton, nativeButtonLook } from '../../ui';
import { LocationCard } from '../locationCard/LocationCard';
import { searchHref } from '../search/filters';
import { useViewer } from '../../state/useViewer';
import { useBecomeHost } from '../shell/useBecomeHost';
import { SearchBar } from './SearchBar';
import { consentPromptStore, welcomeStore } from '../../state/consentPrompt';
import { useHydrated } from '../../state/store';
import * as s from './Home.css';

// Loaded only for visitors who have not seen it, so it stays out of the home bundle.
const WelcomeSlideshow = lazy(() =>
  import('./WelcomeSlideshow').then((m) => ({ default: m.WelcomeSlideshow })),
);

/**
 * The slideshow for first-time visitors, shown once the page is live. Its own component: the stores it
 * reads differ from the server's snapshot right after hydration, and React re-renders whatever reads them
 * synchronously, so here that is this gate and not the whole home page.
 */
function WelcomeGate() {
  const welcome = welcomeStore.use();
  const consent = consentPromptStore.use();
  const hydrated = useHydrated();
  if (!hydrated || welcome.seen || consent.open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeSlideshow />
    </Suspense>
  );
}

/** A home carousel: arrows to page through it (keyboard operable), a skeleton until its data arrives. */
function HomeCarousel({
  title,
  items,
  action,
}: {
  title: string;
  items: React.ReactNode[] | null;
  action?: React.ReactNode;
}) {
  return (
    <Carousel
      className={s.section}
      label={title}
      title={title}
      action={action}
      slideWidth="minmax(240px, 280px)"
      previousLabel={it.home.carouselPrevious}
      nextLabel={it.home.carouselNext}
    >
      {items ??
        Array.from({ length: 4 }, (_, i) => <div key={i} className={s.skeletonCard} aria-hidden="true" />)}
    </Carousel>
  );
}

export function HomePage() {
  const { data } = useQuery(HomePageDocument);
  const { hasLocation, signedIn } = useViewer();
  const becomeHost = useBecomeHost();
  return (
    <>
      <WelcomeGate />
      <section className={s.hero}>
        <h1 className={s.h1}>{it.home.heroTitle}</h1>
        <p className={s.subtitle}>{it.home.heroSubtitle}</p>
        <SearchBar />
      </section>

      <section className={s.section} aria-labelledby="event-types">
        <h2 id="event-types" className={s.h2}>
          {it.home.eventTypes}
        </h2>
        <ul className={s.eventGrid}>
          {EVENT_TYPES.map((e) => (
            <li key={e.key}>
              <Link className={s.eventLink} to={searchHref({ eventType: e.key })}>
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <HomeCarousel
        title={it.home.highlighted}
        action={
          <Link to="/search" className={s.eventLink} style={{ minHeight: 0, border: 'none' }}>
            {it.home.seeAll}
          </Link>
        }
        items={
          data?.highlightedLocations.items.map((l, i) => (
            <LocationCard key={l.id} location={l} eager={i < 2} />
          )) ?? null
        }
      />
      <HomeCarousel
        title={it.home.latest}
        items={data?.latestLocations.items.map((l) => <LocationCard key={l.id} location={l} />) ?? null}
      />
      <HomeCarousel
        title={it.home.partners}
        items={
          data?.partners.map((p) => (
            <a key={p.id} href={p.link} className={s.partner} target="_blank" rel="noreferrer">
              <img src={p.imageUrl} alt="" width={120} height={120} className={s.partnerImg} loading="lazy" />
              {p.name}
            </a>
          )) ?? null
        }
      />

      <section className={s.section} aria-labelledby="about">
        <h2 id="about" className={s.h2}>
          {it.home.aboutTitle}
        </h2>
        <p>{it.home.about}</p>
      </section>

      {canOfferBecomeHost({ hasLocation }) && (
        <section className={s.banner}>
          <h2 className={s.bannerTitle}>{it.home.hostBannerTitle}</h2>
          <p className={s.bannerText}>{it.home.hostBannerText}</p>
          {/* Signed out it is a plain link (in the server's HTML too); /create/location asks to sign in. */}
          {signedIn ? (
            <NativeButton variant="primary" onClick={becomeHost}>
              {it.home.hostBannerCta}
            </NativeButton>
          ) : (
            <Link to="/create/location" {...nativeButtonLook({ variant: 'primary' })}>
              {it.home.hostBannerCta}
            </Link>
          )}
        </section>
      )}
    </>
  );
}
