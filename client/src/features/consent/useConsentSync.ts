import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ViewerDocument } from '../../state/viewer.generated';
import { useSession } from '../../state/session';
import { adoptServerConsent, cookieConsentStore, currentConsent } from '../../state/cookieConsent';
import { runMutation } from '../../lib/mutationErrors';
import { UpdateCookieConsentDocument } from './consent.generated';

/**
 * Keeps a signed-in person's cookie choice on their account, so it follows them across devices: on
 * sign-in a newer server choice replaces this browser's, a newer local one is sent up; later choices are
 * sent as they are made. A failed save leaves the local choice in force (it is retried next sign-in).
 */
export function useConsentSync(): void {
  const session = useSession();
  // The header's viewer query fills the cache; reading it here adds no request and no subscription.
  const { data } = useQuery(ViewerDocument, {
    variables: { role: session.role },
    skip: !session.token,
    fetchPolicy: 'cache-only',
  });
  const user = session.token ? data?.viewer?.user : undefined;
  const userId = user?.id;
  const server = user?.cookieConsent ?? null;
  const [save] = useMutation(UpdateCookieConsentDocument);
  // The date of the choice the server is known to hold: a choice with that date needs no saving.
  const synced = useRef<string | null>(null);
  // Silent: a background sync the person did not ask for; the local choice stays in force and is sent
  // again at the next sign-in.
  const send = useCallback(
    (input: NonNullable<ReturnType<typeof currentConsent>>) =>
      runMutation(() => save({ variables: { input } }), { silent: true }),
    [save],
  );

  useEffect(() => {
    if (!userId) return;
    synced.current = server?.decidedAt ?? null;
    if (adoptServerConsent(server)) return;
    const local = currentConsent();
    if (local && (!server || Date.parse(local.decidedAt) > Date.parse(server.decidedAt))) {
      synced.current = local.decidedAt;
      void send(local);
    }
    // Once per person and server choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, server?.decidedAt]);

  useEffect(() => {
    if (!userId) return;
    const unsubscribe = cookieConsentStore.subscribe(() => {
      const local = currentConsent();
      if (!local || local.decidedAt === synced.current) return;
      synced.current = local.decidedAt;
      void send(local);
    });
    return () => void unsubscribe();
  }, [userId, send]);
}
