import { useEffect } from 'react';
import { Placeholder } from '../../features/placeholder/Placeholder';
import { useSession } from '../../state/session';
import { openAuthDialog } from '../../state/authDialog';

export default function Page() {
  const session = useSession();
  useEffect(() => {
    if (!session.token) openAuthDialog('login', 'HOST');
  }, [session.token]);
  return <Placeholder title="Aggiungi la tua location" />;
}
