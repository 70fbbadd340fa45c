import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { AcceptRequiredConsentsDocument, UpdateConsentsDocument } from './auth.generated';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { Button } from '../../ui';
import { closeAuthDialog } from '../../state/authDialog';
import { useViewer } from '../../state/useViewer';
import { useFormErrors } from '../../lib/useFormErrors';
import { LegalConsent } from './LegalConsent';
import { useLogout } from '../../lib/useLogout';
import * as s from './Auth.css';

/** Non-closable: terms and privacy must be accepted to go on (or log out). */
export function ConsentForm() {
  const { viewer } = useViewer();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const { errors, check, run } = useFormErrors<'consents'>({
    fallbackField: 'consents',
    message: accountIt.account.consentSaveError,
  });
  const error = errors.consents;
  const [busy, setBusy] = useState(false);
  const [acceptRequired] = useMutation(AcceptRequiredConsentsDocument);
  const [updateConsents] = useMutation(UpdateConsentsDocument);
  const client = useApolloClient();
  const logout = useLogout();

  const accept = async () => {
    setBusy(true);
    check({});
    await run(async () => {
      await acceptRequired({ variables: { termsAccepted: true, privacyAccepted: true } });
      await updateConsents({
        variables: {
          marketingConsent: !!viewer?.user.marketingConsentAt,
          profilingConsent: !!viewer?.user.profilingConsentAt,
        },
      });
      await client.refetchQueries({ include: 'active' });
      closeAuthDialog();
    });
    setBusy(false);
  };

  return (
    <div className={s.form}>
      <p className={s.muted}>{accountIt.account.consentIntro}</p>
      <LegalConsent kind="terms" label={accountIt.account.termsConsent} checked={terms} onChange={setTerms} />
      <LegalConsent
        kind="privacy"
        label={accountIt.account.privacyConsent}
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
          {accountIt.account.logout}
        </Button>
        <Button
          variant="primary"
          isDisabled={!terms || !privacy}
          isPending={busy}
          onPress={() => void accept()}
        >
          {accountIt.account.accept}
        </Button>
      </div>
    </div>
  );
}
