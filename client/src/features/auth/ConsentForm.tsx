import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { AcceptRequiredConsentsDocument, UpdateConsentsDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { closeAuthDialog } from '../../app/authDialog';
import { useViewer } from '../shell/useViewer';
import { LegalConsent } from './LegalConsent';
import { useLogout } from './useLogout';
import * as s from './Auth.css';

/** Non-closable: terms and privacy must be accepted to go on (or log out). */
export function ConsentForm() {
  const { viewer } = useViewer();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [acceptRequired] = useMutation(AcceptRequiredConsentsDocument);
  const [updateConsents] = useMutation(UpdateConsentsDocument);
  const client = useApolloClient();
  const logout = useLogout();

  const accept = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await acceptRequired({ variables: { termsAccepted: true, privacyAccepted: true } });
      await updateConsents({
        variables: {
          marketingConsent: !!viewer?.user.marketingConsentAt,
          profilingConsent: !!viewer?.user.profilingConsentAt,
        },
      });
      await client.refetchQueries({ include: 'active' });
      closeAuthDialog();
    } catch {
      setError(it.account.consentSaveError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.form}>
      <p className={s.muted}>{it.account.consentIntro}</p>
      <LegalConsent kind="terms" label={it.account.termsConsent} checked={terms} onChange={setTerms} />
      <LegalConsent
        kind="privacy"
        label={it.account.privacyConsent}
        checked={privacy}
        onChange={setPrivacy}
      />
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <div className={s.row}>
        <Button variant="ghost" onPress={() => void logout()}>
          {it.account.logout}
        </Button>
        <Button
          variant="primary"
          isDisabled={!terms || !privacy}
          isPending={busy}
          onPress={() => void accept()}
        >
          {it.account.accept}
        </Button>
      </div>
    </div>
  );
}
