import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { runMutation } from '../../lib/mutationErrors';
import { AlertDialog, Button, toastQueue, useIsDesktop } from '../../ui';
import { ConfirmDeletion } from '../listing/ConfirmDeletion';
import { sessionStore } from '../../state/session';
import { ViewerDocument } from '../../state/viewer.generated';
import { DeleteLocationDocument } from './hostLocation.generated';

const t = hostIt.settings;

/**
 * The trash button of the settings: a safe confirm (type ELIMINA) that lists the accepted bookings it
 * cancels, then the location is gone. The session
 * moves to another own location, or to none; desktop goes to 'Le mie location', the phone to the dashboard
 * of the next location (or to 'Le mie location' when none is left).
 */
export function DeleteLocation({ locationId }: { locationId: string }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [remove] = useMutation(DeleteLocationDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const afterLeaving = useRef<(() => Promise<void>) | null>(null);
  useEffect(() => () => void afterLeaving.current?.(), []);

  const confirm = async () => {
    const done = await runMutation(() => remove({ variables: { id: locationId } }), {
      onMessage: () => setFailed(true),
    });
    if (!done) return;
    const role = sessionStore.get().role;
    const known = client.readQuery({ query: ViewerDocument, variables: { role } });
    const next = known?.viewer?.locations.find((l) => l.id !== locationId) ?? null;
    // The viewer is fetched again only once the dashboard is gone: a dashboard that saw no location left
    // would send the host on to /create/location, overtaking this navigation (a transition) to the list.
    afterLeaving.current = async () => {
      await client.refetchQueries({ include: [ViewerDocument] });
      sessionStore.set((st) => ({ ...st, selectedLocationId: next?.id ?? null }));
      client.cache.evict({ id: client.cache.identify({ __typename: 'HostLocation', id: locationId }) });
    };
    toastQueue.success(t.deleted);
    navigate(desktop || !next ? '/profile/locations' : '/dashboard');
  };

  return (
    <>
      <Button variant="ghost" iconOnly aria-label={t.delete} onPress={() => setOpen(true)}>
        <Trash2 aria-hidden="true" size={20} />
      </Button>
      <ConfirmDeletion
        target="LOCATION"
        id={locationId}
        isOpen={open}
        onOpenChange={setOpen}
        title={t.deleteTitle}
        body={t.deleteBody}
        confirmLabel={t.deleteConfirm}
        safeConfirmWord="ELIMINA"
        onConfirm={confirm}
      />
      <AlertDialog
        message={failed ? t.deleteError : null}
        onClose={() => setFailed(false)}
        title={t.errorTitle}
        closeLabel={t.ok}
      />
    </>
  );
}
