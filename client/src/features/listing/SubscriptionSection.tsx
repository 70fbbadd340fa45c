import { Navigate } from 'react-router';
import { subscriptionStatusLabel, subscriptionTypeLabel } from '../../../../domain/enums';
import { it } from '../../i18n/it';
import { Badge, LinkButton, Skeleton, useIsDesktop } from '../../ui';
import { useHostListing } from './useHostListing';
import * as s from './Listing.css';

const t = it.listing.subscription;

/**
 * `/dashboard/subscription`: the location's plan and status as the server holds them, and the way to
 * subscribe while it is not ACTIVE. Renewal, payment method and the provider's portal come in a later issue.
 */
export function SubscriptionSection({ locationId }: { locationId: string }) {
  const { listing, loading } = useHostListing(locationId);
  const desktop = useIsDesktop();
  if (!listing) {
    if (loading) return <Skeleton variant="text" lines={4} />;
    return <Navigate to={desktop ? '/profile/locations' : '/dashboard'} replace />;
  }
  return (
    <section className={s.form}>
      <h1 className={s.title}>{t.title}</h1>
      <p>
        <strong>{listing.name}</strong>
      </p>
      <dl className={s.facts}>
        <div>
          <dt>{t.plan}</dt>
          <dd>
            <Badge tone="primary">{subscriptionTypeLabel(listing.subscriptionType)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>{subscriptionStatusLabel(listing.subscriptionStatus)}</dd>
        </div>
      </dl>
      {listing.subscriptionStatus !== 'ACTIVE' && (
        <div>
          <LinkButton href={`/subscription/${listing.id}`} variant="primary">
            {t.subscribe}
          </LinkButton>
        </div>
      )}
    </section>
  );
}
