import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import { formatDDMMYYYY, todayInRome } from '@festa/domain/dates';
import { it } from '../../i18n/it';
import { useSession } from '../../state/session';
import { Skeleton } from '../../ui';
import { CheckoutForm } from './CheckoutForm';
import { reducedPrice } from './prices';
import { ReturnDialog } from './ReturnDialog';
import { SubscriptionCheckoutDocument } from './subscription.generated';
import * as s from './Subscription.css';

const t = it.subscription;

/**
 * `/subscription/:locationId`: the plans of one of the host's own locations and the way to pay. Signed
 * out, or for a location that is not the host's (the server answers NOT_FOUND), it goes home; once the
 * subscription is ACTIVE there is nothing to buy, so to the dashboard.
 */
export function SubscriptionPage() {
  const { locationId } = useParams();
  const session = useSession();
  const signedIn = !!session.token;
  const { data, loading, error } = useQuery(SubscriptionCheckoutDocument, {
    variables: { locationId: locationId ?? '' },
    skip: !signedIn || !locationId,
    fetchPolicy: 'cache-and-network',
  });

  if (!signedIn || !locationId) return <Navigate to="/" replace />;
  const subscription = data?.locationSubscription;
  if (!subscription) {
    if (loading && !error) return <Skeleton variant="text" lines={6} />;
    return <Navigate to="/" replace />;
  }
  const { location } = subscription;
  if (location.subscriptionStatus === 'ACTIVE') return <Navigate to="/dashboard" replace />;

  const early = data.earlyAdopterInfo;
  // Free until the end date; after it, an early adopter still has the reduced annual price.
  const earlyAdopter = early.isEarlyAdopter && !!early.endDate;
  const freeUntil = earlyAdopter && early.endDate! >= todayInRome() ? formatDDMMYYYY(early.endDate!) : null;
  const yearly = data.subscriptionPlans.find((p) => p.type === 'year');
  const reduced = earlyAdopter && yearly ? reducedPrice(yearly) : null;
  const steps = location.isApproved ? t.stepsApproved(freeUntil) : t.stepsPending(freeUntil);

  return (
    <section className={s.page} aria-labelledby="subscription-title">
      <h1 id="subscription-title" className={s.title}>
        {t.title(location.name)}
      </h1>
      {data.subscriptionPlans.length === 0 ? (
        <p>{t.noPlans}</p>
      ) : (
        <>
          {freeUntil ? (
            <p className={s.highlight}>
              {reduced ? t.earlyAdopterPrice(freeUntil, reduced) : t.earlyAdopter(freeUntil)}
            </p>
          ) : (
            reduced && <p className={s.highlight}>{t.earlyAdopterReduced(reduced)}</p>
          )}
          <section className={s.section} aria-labelledby="subscription-steps">
            <h2 id="subscription-steps" className={s.h2}>
              {t.stepsTitle}
            </h2>
            <ol className={s.steps}>
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <CheckoutForm
            locationId={location.id}
            plans={data.subscriptionPlans}
            approved={location.isApproved}
            earlyAdopter={earlyAdopter}
          />
        </>
      )}
      <ReturnDialog accepted={['cancel']} />
    </section>
  );
}
