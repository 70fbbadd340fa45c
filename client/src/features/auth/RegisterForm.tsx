import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RegisterDocument } from './auth.generated';
import { authStrings as authIt } from '../../i18n/it.auth';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { Button } from '../../ui';
import { openAuthDialog } from '../../state/authDialog';
import type { SessionRole } from '../../state/session';
import { NewPasswordFields, newPasswordErrors, useNewPassword } from './NewPasswordFields';
import { LegalConsent } from './LegalConsent';
import { firstIssue, useFormErrors } from '../../lib/useFormErrors';
import { emailSchema } from '@festalocation/domain/schemas/auth';
import { useRequestVerification } from './useAuthFlow';
import * as s from './Auth.css';
import { AuthForm, EmailField } from './AuthForm';
import { ProofOfWorkStatus } from './ProofOfWorkStatus';

type Field = 'email' | 'password' | 'confirm' | 'terms' | 'privacy';

export function RegisterForm({ role }: { role: SessionRole }) {
  const [email, setEmail] = useState('');
  const { password, confirm, fields: passwordFields } = useNewPassword();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [profiling, setProfiling] = useState(false);
  // Server errors show under the e-mail unless they name another field of the form.
  const { errors, check, run, validationErrors, verifying } = useFormErrors<Field>({
    fields: ['email'],
    fallbackField: 'email',
  });
  const [busy, setBusy] = useState(false);
  const [register] = useMutation(RegisterDocument);
  const requestCode = useRequestVerification();
  const canSubmit = !!email.trim() && !!password && !!confirm && terms && privacy;

  const submit = async () => {
    const normalized = email.trim().toLowerCase();
    const ok = check({
      email: firstIssue(emailSchema, normalized),
      ...newPasswordErrors(password, confirm, accountIt.account.confirmRequired),
      terms: terms ? undefined : accountIt.account.termsRequired,
      privacy: privacy ? undefined : accountIt.account.privacyRequired,
    });
    if (!ok) return;
    setBusy(true);
    await run(async (proofOfWork) => {
      await register({
        variables: {
          input: {
            email: normalized,
            password,
            termsAccepted: terms,
            privacyAccepted: privacy,
            marketingConsent: marketing,
            profilingConsent: profiling,
            proofOfWork,
          },
        },
      });
      const resendAt = await requestCode(normalized);
      openAuthDialog('otp', role, normalized, { source: 'REGISTER', resendAt });
    });
    setBusy(false);
  };

  return (
    <AuthForm onSubmit={submit} validationErrors={validationErrors}>
      <EmailField label={accountIt.account.emailLabel} value={email} onChange={setEmail} name="email" />
      <NewPasswordFields
        labels={{ password: accountIt.account.passwordLabel, confirm: accountIt.account.confirmPassword }}
        {...passwordFields}
      />
      {(
        [
          ['terms', accountIt.account.termsConsent, terms, setTerms, errors.terms],
          ['privacy', accountIt.account.privacyConsent, privacy, setPrivacy, errors.privacy],
          ['marketing', accountIt.account.marketingConsent, marketing, setMarketing, undefined],
          ['profiling', accountIt.account.profilingConsent, profiling, setProfiling, undefined],
        ] as const
      ).map(([kind, label, checked, onChange, error]) => (
        <LegalConsent
          key={kind}
          kind={kind}
          label={label}
          checked={checked}
          onChange={onChange}
          error={error}
        />
      ))}
      <Button type="submit" variant="primary" fullWidth isDisabled={!canSubmit} isPending={busy}>
        {accountIt.account.registerSubmit}
      </Button>
      <ProofOfWorkStatus active={verifying} />
      <p className={s.center}>
        {accountIt.account.haveAccount}{' '}
        <Button variant="ghost" size="sm" onPress={() => openAuthDialog('login', role)}>
          {authIt.auth.submit}
        </Button>
      </p>
    </AuthForm>
  );
}
