import { ChevronRight } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { LinkButton, Skeleton, useIsDesktop } from '../../ui';
import { AmbientForm } from './AmbientForm';
import { ServiceForm } from './ServiceForm';
import { useHostListing } from './useHostListing';
import * as s from './Listing.css';

/**
 * `/dashboard/ambients/{id?}` and `/dashboard/services/{id?}`: 'add' creates one, an id edits it. Without an
 * id the desktop opens the first item (by id) or 'add'; the phone lists the items and offers to add one. An id that is not (or no longer) the location's goes back to the section.
 */
export function ItemSection({
  kind,
  locationId,
  itemId,
}: {
  kind: 'ambients' | 'services';
  locationId: string;
  itemId: string | undefined;
}) {
  const { listing, loading } = useHostListing(locationId);
  const desktop = useIsDesktop();
  if (!listing) {
    if (loading) return <Skeleton variant="text" lines={8} />;
    return <Navigate to={desktop ? '/profile/locations' : '/dashboard'} replace />;
  }
  const items = kind === 'ambients' ? listing.ambients : listing.services;
  if (!itemId) {
    if (desktop) return <Navigate to={`/dashboard/${kind}/${items[0]?.id ?? 'add'}`} replace />;
    // The phone's section menu is closed above the content: the page lists the items itself.
    return (
      <section className={s.form}>
        <h1 className={s.title}>
          {kind === 'ambients' ? hostIt.listing.sidebar.ambients : hostIt.listing.sidebar.services}
        </h1>
        {items.length > 0 && (
          <ul className={s.itemList}>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={`/dashboard/${kind}/${item.id}`} className={s.itemLink}>
                  {item.name}
                  <ChevronRight aria-hidden="true" className={s.itemChevron} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LinkButton href={`/dashboard/${kind}/add`} variant="primary">
          {kind === 'ambients' ? hostIt.listing.sidebar.addAmbient : hostIt.listing.sidebar.addService}
        </LinkButton>
      </section>
    );
  }
  if (itemId === 'add')
    return kind === 'ambients' ? (
      <AmbientForm key="add" location={listing} ambient={null} />
    ) : (
      <ServiceForm key="add" location={listing} service={null} />
    );
  if (kind === 'ambients') {
    const ambient = listing.ambients.find((a) => a.id === itemId);
    if (!ambient) return <Navigate to="/dashboard/ambients" replace />;
    return <AmbientForm key={ambient.id} location={listing} ambient={ambient} />;
  }
  const service = listing.services.find((x) => x.id === itemId);
  if (!service) return <Navigate to="/dashboard/services" replace />;
  return <ServiceForm key={service.id} location={listing} service={service} />;
}
