import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { depositStrings as t } from '../../i18n/it.deposits';

/** Back from the payment page the provider's event may lag the browser: ask again every 2 s, for 30 s. */
const POLL_MS = 2000;
const WAIT_MS = 30_000;

/**
 * The payment page sends the guest back with `?caparra=pagata` or `?caparra=annullata`. Paid: the request is
 * fetched again until it reads confirmed (the provider's word reaches the gateway on its own path). Returns
 * the status line to show meanwhile, or null.
 */
export function useDepositReturn(confirmed: boolean, refetch: () => void): string | null {
  const [search] = useSearchParams();
  const back = search.get('caparra');
  const [gaveUp, setGaveUp] = useState(false);
  const waiting = back === 'pagata' && !confirmed && !gaveUp;
  // The caller's function may be new on every render: the timers must not restart with it.
  const again = useRef(refetch);
  again.current = refetch;
  useEffect(() => {
    if (!waiting) return;
    const poll = setInterval(() => again.current(), POLL_MS);
    const stop = setTimeout(() => setGaveUp(true), WAIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [waiting]);
  if (waiting) return t.waitingPayment;
  if (back === 'annullata' && !confirmed) return t.paymentCancelled;
  return null;
}
