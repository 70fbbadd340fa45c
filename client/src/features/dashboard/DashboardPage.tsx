import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { LinkButton, Skeleton, useIsDesktop } from '../../ui';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { selectLocation, sessionStore } from '../../state/session';
import { useViewer } from '../../state/useViewer';
import { QuoteRequestDetail } from '../quotes/QuoteRequestDetail';
import { EssentialSettings } from '../hostLocations/EssentialSettings';
import { OwnLocations } from '../hostLocations/OwnLocations';
import { GeneralSettings } from '../listing/GeneralSettings';
import { ItemSection } from '../listing/ItemSection';
import { SubscriptionSection } from '../listing/SubscriptionSection';
import { DashboardSidebar } from './DashboardSidebar';
import { DepositAccountSection } from '../deposits/DepositAccountSection';
import { HostQuoteTables } from './HostQuoteTables';
import * as s from './Dashboard.css';
import { PushPrompt } from '../push/PushPrompt';
import { StatsSection } from '../stats/StatsSection';

// Loaded with its first visit: most hosts open the requests, not the month view.
const BookingsCalendar = lazy(() =>
  import('../bookingsCalendar/BookingsCalendar').then((m) => ({ default: m.BookingsCalendar })),
);

const SECTIONS = [
  'quote-requests',
  'bookings-calendar',
  'general',
  'ambients',
  'services',
  'settings',
  'subscription',
  'payments',
  'stats',
];

/** The host dashboard shell: the selected location (persisted in the session) and its sections. */
export function DashboardPage() {
  const { sectionId, subentityId } = useParams();
  const desktop = useIsDesktop();
  const { viewer, session, loading } = useViewer();
  const locations = viewer?.locations ?? [];
  const selected = locations.find((l) => l.id === session.selectedLocationId) ?? null;

  const firstId = locations[0]?.id;
  const noLocation = !!viewer && !locations.length;
  useEffect(() => {
    // No (or a stale) selection: the host's first location, as after sign-in.
    if (!selected && firstId) selectLocation(firstId);
    // None left: forget a stale one, so the guest home no longer sends this session here.
    if (noLocation && session.selectedLocationId)
      sessionStore.set((st) => ({ ...st, selectedLocationId: null }));
  }, [selected, firstId, noLocation, session.selectedLocationId]);

  if (!viewer) return loading ? <Skeleton variant="text" lines={4} /> : null;
  // A host without a location has nothing to manage yet: they are sent to create one.
  if (noLocation) return <Navigate to="/create/location" replace />;
  if (!selected) return <Skeleton variant="text" lines={4} />;
  // Desktop: an unknown or missing section goes to the quote requests.
  if (desktop && !SECTIONS.includes(sectionId ?? ''))
    return <Navigate to="/dashboard/quote-requests" replace />;

  if (!desktop && !sectionId) {
    // Phone: 'Le mie location' first (picking one selects it and runs the subscription check), then the
    // sections of the selected one: the only way the phone reaches them.
    return (
      <div className={s.main}>
        <section className={s.main}>
          <h1 className={s.h2}>{hostIt.dashboard.myLocations}</h1>
          <OwnLocations locations={locations} selectedId={selected.id} />
        </section>
        <DashboardSidebar
          selected={selected}
          locations={locations}
          sectionId={undefined}
          subentityId={undefined}
        />
      </div>
    );
  }

  return (
    <div className={s.layout}>
      {/* On the phone the section comes first: its menu is one line above it, opened on demand. */}
      <DashboardSidebar
        selected={selected}
        locations={locations}
        sectionId={sectionId}
        subentityId={subentityId}
        collapsed={!desktop}
      />
      <div className={s.main}>
        {sectionId === 'settings' ? (
          <EssentialSettings key={selected.id} locationId={selected.id} />
        ) : sectionId === 'general' ? (
          <GeneralSettings key={selected.id} locationId={selected.id} />
        ) : sectionId === 'ambients' || sectionId === 'services' ? (
          <ItemSection key={selected.id} kind={sectionId} locationId={selected.id} itemId={subentityId} />
        ) : sectionId === 'stats' ? (
          <StatsSection key={selected.id} locationId={selected.id} />
        ) : sectionId === 'bookings-calendar' ? (
          <Suspense fallback={<Skeleton variant="text" lines={4} />}>
            <BookingsCalendar key={selected.id} locationId={selected.id} />
          </Suspense>
        ) : sectionId === 'payments' ? (
          <DepositAccountSection />
        ) : sectionId === 'subscription' ? (
          <SubscriptionSection key={selected.id} locationId={selected.id} />
        ) : sectionId === 'quote-requests' && subentityId ? (
          <QuoteRequestDetail key={subentityId} id={subentityId} listHref="/dashboard/quote-requests" />
        ) : sectionId === 'quote-requests' ? (
          <>
            {!desktop && (
              <LinkButton href={`/location/${selected.slug}`} variant="secondary">
                {hostIt.dashboard.seeLocation}
              </LinkButton>
            )}
            <PushPrompt role="HOST" />
            <HostQuoteTables key={selected.id} locationId={selected.id} />
          </>
        ) : (
          <LinkButton href="/dashboard/quote-requests">{hostIt.dashboard.quoteRequests}</LinkButton>
        )}
      </div>
    </div>
  );
}
