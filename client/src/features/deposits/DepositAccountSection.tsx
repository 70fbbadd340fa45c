import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { depositStrings as t } from '../../i18n/it.deposits';
import { runMutation } from '../../lib/mutationErrors';
import { AlertDialog, Badge, Button, LinkButton, Skeleton, VisuallyHidden } from '../../ui';
import { leaveApp } from '../subscription/leaveApp';
import { DepositAccountDocument, StartDepositOnboardingDocument } from './deposits.generated';
import * as s from './Deposits.css';

/** Back from the provider its `account.updated` may lag the browser: ask again every 2 s, for 20 s. */
const RETURN_POLL_MS = 2000;
const RETURN_WAIT_MS = 20_000;

const TONES = {
  NOT_STARTED: 'neutral',
  DETAILS_REQUIRED: 'warning',
  PENDING: 'info',
  ACTIVE: 'success',
} as const;

/**
 * `/dashboard/payments`: whether the host takes deposits online on their own Stripe account, its state in
 * words, the way to start or finish the provider's onboarding and to the provider's dashboard. Also where
 * the provider sends the host back (`?link=done`) or asks for a new link (`?link=expired`).
 */
export function DepositAccountSection() {
  const [search] = useSearchParams();
  const link = search.get('link');
  const { data, loading, startPolling, stopPolling } = useQuery(DepositAccountDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [start] = useMutation(StartDepositOnboardingDocument);
  const [leaving, setLeaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const account = data?.depositAccount;
  const waiting = link === 'done' && account !== undefined && account.status !== 'ACTIVE';

  useEffect(() => {
    if (!waiting) return;
    startPolling(RETURN_POLL_MS);
    const stop = setTimeout(stopPolling, RETURN_WAIT_MS);
    return () => {
      clearTimeout(stop);
      stopPolling();
    };
  }, [waiting, startPolling, stopPolling]);

  if (!account) return loading ? <Skeleton variant="text" lines={4} /> : null;

  const onboard = async () => {
    setLeaving(true);
    const done = await runMutation(() => start(), { onMessage: (e) => setAlert(e.message) });
    const url = done?.data.data?.startDepositOnboarding.url;
    if (url) leaveApp(url);
    else setLeaving(false);
  };
  const yesNo = (on: boolean) => (on ? t.enabled : t.notYet);

  return (
    <section className={s.section} aria-labelledby="deposits-title">
      <h1 id="deposits-title" className={s.title}>
        {t.title}
      </h1>
      <p>{t.intro}</p>
      {!account.available ? (
        <p>{t.offline}</p>
      ) : (
        <>
          <dl className={s.facts}>
            <dt className={s.term}>{t.statusLabel}</dt>
            <dd className={s.value}>
              <Badge tone={TONES[account.status]}>{t.status[account.status]}</Badge>
            </dd>
            {account.status !== 'NOT_STARTED' && (
              <>
                <dt className={s.term}>{t.charges}</dt>
                <dd className={s.value}>{yesNo(account.chargesEnabled)}</dd>
                <dt className={s.term}>{t.payouts}</dt>
                <dd className={s.value}>{yesNo(account.payoutsEnabled)}</dd>
              </>
            )}
          </dl>
          {waiting && <p role="status">{t.waiting}</p>}
          {link === 'expired' && account.status !== 'ACTIVE' && <p role="status">{t.expired}</p>}
          <div className={s.actions}>
            {account.status !== 'ACTIVE' && account.status !== 'PENDING' && (
              <Button isPending={leaving} onPress={() => void onboard()}>
                {account.status === 'NOT_STARTED' ? t.start : t.resume}
              </Button>
            )}
            {account.dashboardUrl && (
              // The provider's own site: a new tab, so the dashboard stays where it was.
              <LinkButton
                href={account.dashboardUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="secondary"
              >
                {t.dashboard}
                <VisuallyHidden> {t.newTab}</VisuallyHidden>
              </LinkButton>
            )}
          </div>
        </>
      )}
      {account.status !== 'ACTIVE' && <p>{t.agreed}</p>}
      <AlertDialog message={alert} onClose={() => setAlert(null)} title={t.errorTitle} />
    </section>
  );
}
