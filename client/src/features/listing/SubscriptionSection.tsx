import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router';
import { formatDDMMYYYY, todayInRome } from '@festa/domain/dates';
import { subscriptionStatusLabel, subscriptionTypeLabel } from '@festa/domain/enums';
import { cardBrandLabel } from '@festa/domain/subscription';
import { it } from '../../i18n/it';
import { runMutation, type ErrorRoute } from '../../lib/mutationErrors';
import { selectLocation } from '../../state/session';
import { AlertDialog, Badge, Button, LinkButton, Skeleton, useIsDesktop } from '../../ui';
import { leaveApp, usePageRestored } from '../subscription/leaveApp';
import { ReturnDialog, useReturnStatus } from '../subscription/ReturnDialog';
import { planPrice, reducedPrice, type PricedPlan } from '../subscription/prices';
import {
  CreateBillingPortalSessionDocument,
  SubscriptionEarlyAdopterDocument,
  SubscriptionSectionDocument,
} from './subscriptionSection.generated';
import { actions } from '../subscription/Subscription.css';
import * as s from './Listing.css';
import { recordingMask } from '../../state/recordingMask';

const t = it.listing.subscription;

/** Back from Checkout the provider's event may lag the browser: ask again every second, for 20 seconds. */
export const ACTIVATION_POLL_MS = 1000;
export const ACTIVATION_WAIT_MS = 20_000;
// A Billing Portal address is short-lived: one fetched longer ago than this is fetched anew on press.
const PORTAL_FRESH_MS = 4 * 60_000;

/** A provider timestamp as the Italian calendar day it falls on (DD/MM/YYYY), whatever the device's zone. */
const romeDay = (dateTime: string) => formatDDMMYYYY(todayInRome(new Date(dateTime)));

/**
 * `/dashboard/subscription`: the location's plan, status, renewal and card as the provider holds them, the
 * way to the provider's portal once there is a subscription there, and the way to subscribe (or to change
 * the card saved in approval) while it is not ACTIVE. Also where Checkout returns (`?status=success|setup`).
 */
export function SubscriptionSection({ locationId }: { locationId: string }) {
  const desktop = useIsDesktop();
  const [search] = useSearchParams();
  const returned = useReturnStatus(['success', 'setup']);
  const { data, loading, startPolling, stopPolling } = useQuery(SubscriptionSectionDocument, {
    variables: { locationId },
    fetchPolicy: 'cache-and-network',
  });
  const sub = data?.locationSubscription;
  const type = sub?.location.subscriptionType;
  const { data: early } = useQuery(SubscriptionEarlyAdopterDocument, {
    variables: { locationId },
    skip: type !== 'REDUCED_PRICE',
  });

  // The return address names the location paid for: show that one if the dashboard had another selected.
  const paidFor = returned ? search.get('location') : null;
  useEffect(() => {
    if (paidFor && paidFor !== locationId) selectLocation(paidFor);
  }, [paidFor, locationId]);

  useAwaitActivation({
    waiting: returned === 'success' && (!paidFor || paidFor === locationId),
    active: sub ? sub.location.subscriptionStatus === 'ACTIVE' : undefined,
    startPolling,
    stopPolling,
  });

  if (!sub) {
    if (loading) return <Skeleton variant="text" lines={4} />;
    return <Navigate to={desktop ? '/profile/locations' : '/dashboard'} replace />;
  }
  const { location } = sub;
  const freeForever = location.subscriptionType === 'FREE_FOREVER';
  const ea = early?.earlyAdopterInfo;
  const earlyEnd = type === 'REDUCED_PRICE' && ea?.isEarlyAdopter && ea.endDate ? ea.endDate : null;
  const price = priceOf(sub.plan ?? null, type === 'REDUCED_PRICE');
  // After the free period: the chosen plan's price (the reduced one on the annual plan); before choosing,
  // the annual plan's reduced price the programme promises.
  const yearly = early?.subscriptionPlans.find((p) => p.type === 'year');
  const afterTrial = price ?? (yearly ? priceOf(yearly, true) : null);

  return (
    <section className={s.form} aria-labelledby="subscription-section-title">
      <h1 id="subscription-section-title" className={s.title}>
        {t.title}
      </h1>
      <p>
        <strong {...recordingMask(location.subscriptionType)}>{location.name}</strong>
      </p>
      <dl className={s.facts}>
        <Fact term={t.plan}>
          <Badge tone="primary">{subscriptionTypeLabel(location.subscriptionType)}</Badge>
        </Fact>
        <Fact term={t.status}>{subscriptionStatusLabel(location.subscriptionStatus)}</Fact>
        {price && !freeForever && <Fact term={t.price}>{price}</Fact>}
        {sub.cancelAt ? (
          <Fact term={t.cancelled}>{t.endsOn(romeDay(sub.cancelAt))}</Fact>
        ) : (
          sub.renewalDate && <Fact term={t.renewal}>{romeDay(sub.renewalDate)}</Fact>
        )}
        {earlyEnd ? (
          <Fact term={t.trial}>
            {afterTrial
              ? t.earlyAdopterPrice(formatDDMMYYYY(earlyEnd), afterTrial)
              : t.earlyAdopterTerms(formatDDMMYYYY(earlyEnd))}
          </Fact>
        ) : (
          sub.trialEnd && <Fact term={t.trial}>{t.freeUntil(romeDay(sub.trialEnd))}</Fact>
        )}
        {sub.paymentMethod && (
          <Fact term={t.paymentMethod}>
            {t.card(cardBrandLabel(sub.paymentMethod.brand), sub.paymentMethod.last4)}
          </Fact>
        )}
      </dl>
      {freeForever ? (
        <p>{t.freeForever}</p>
      ) : (
        <div className={actions}>
          {sub.hasProviderSubscription && <PortalButton locationId={location.id} />}
          {location.subscriptionStatus !== 'ACTIVE' && (
            <LinkButton href={`/subscription/${location.id}`} variant="primary">
              {sub.hasInsertedTemporaryPaymentMethod ? t.changePaymentMethod : t.subscribe}
            </LinkButton>
          )}
        </div>
      )}
      <ReturnDialog accepted={['success', 'setup']} />
    </section>
  );
}

/** What a plan costs, with IVA; an early adopter's annual plan at its reduced price. */
function priceOf(plan: PricedPlan | null, earlyAdopter: boolean): string | null {
  if (!plan) return null;
  return (earlyAdopter && plan.type === 'year' ? reducedPrice(plan) : null) ?? planPrice(plan);
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * After a successful Checkout, polls the subscription until it is ACTIVE (or the wait runs out), then
 * refetches the listing and the viewer, so the editing gate and the sidebar follow at once.
 */
function useAwaitActivation({
  waiting,
  active,
  startPolling,
  stopPolling,
}: {
  waiting: boolean;
  active: boolean | undefined;
  startPolling: (ms: number) => void;
  stopPolling: () => void;
}) {
  const client = useApolloClient();
  const [expired, setExpired] = useState(false);
  const polling = waiting && active === false && !expired;
  useEffect(() => {
    if (!polling) return;
    startPolling(ACTIVATION_POLL_MS);
    const timer = setTimeout(() => setExpired(true), ACTIVATION_WAIT_MS);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [polling, startPolling, stopPolling]);

  const refreshed = useRef(false);
  useEffect(() => {
    if (!waiting || !active || refreshed.current) return;
    refreshed.current = true;
    void client.refetchQueries({ include: ['HostListing', 'Viewer'] });
  }, [waiting, active, client]);
}

/**
 * 'Gestisci abbonamento su Stripe': the portal address is asked for as the button shows (a press then
 * leaves at once, in the same window); until it is known the button reads 'Caricamento...' and is
 * disabled. A failed first request stays quiet: the press asks again and says so if it fails.
 */
function PortalButton({ locationId }: { locationId: string }) {
  const [createPortal] = useMutation(CreateBillingPortalSessionDocument);
  const [portal, setPortal] = useState<{ url: string; at: number } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'leaving'>('loading');
  const [alert, setAlert] = useState<string | null>(null);
  usePageRestored(useCallback(() => setState((st) => (st === 'leaving' ? 'ready' : st)), []));

  const fetchUrl = async (route: ErrorRoute) => {
    const done = await runMutation(() => createPortal({ variables: { locationId } }), route);
    const url = done?.data.data?.createBillingPortalSession.url ?? null;
    if (url) setPortal({ url, at: Date.now() });
    return url;
  };

  // Once per mount (a ref, so React's development double effects do not ask twice).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetchUrl({ onMessage: () => undefined }).then(() => setState('ready'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const press = async () => {
    setState('leaving');
    const fresh = portal && Date.now() - portal.at < PORTAL_FRESH_MS ? portal.url : null;
    const url = fresh ?? (await fetchUrl({ message: t.portalError, onMessage: (e) => setAlert(e.message) }));
    if (url) leaveApp(url);
    else setState('ready');
  };

  const loading = state === 'loading';
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={loading}
        isPending={state === 'leaving'}
        onPress={() => void press()}
      >
        {loading ? t.loading : t.portal}
      </Button>
      <AlertDialog message={alert} onClose={() => setAlert(null)} title={t.errorTitle} />
    </>
  );
}
