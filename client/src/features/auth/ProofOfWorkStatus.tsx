import { useEffect } from 'react';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { announce } from '../../ui';
import * as s from './Auth.css';

/**
 * What the person reads (and hears) while the browser solves a proof-of-work challenge: many attempts came
 * from their client address (a school, an office, a carrier's NAT), so the gateway asked for one. The
 * attempt is sent again by itself when it is solved.
 */
export function ProofOfWorkStatus({ active }: { active: boolean }) {
  useEffect(() => {
    if (active) announce(accountIt.account.proofOfWork, 'polite');
  }, [active]);
  // Read out by the announcer: a live region added with its text is not reliably read.
  return active ? <p className={s.muted}>{accountIt.account.proofOfWork}</p> : null;
}
