import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RegisterDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { openAuthDialog } from '../../state/authDialog';
import type { SessionRole } from '../../state/session';
import { NewPasswordFields, newPasswordErrors, useNewPassword } from './NewPasswordFields';
import { LegalConsent } from './LegalConsent';
import { firstIssue, useFormErrors } from '../../lib/useFormErrors';
import { emailSchema } from '@festa/domain/schemas/auth';
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
      ...newPasswordErrors(password, confirm, it.account.confirmRequired),
      terms: terms ? undefined : it.account.termsRequired,
      privacy: privacy ? undefined : it.account.privacyRequired,
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
      <EmailField label={it.account.emailLabel} value={email} onChange={setEmail} name="email" />
      <NewPasswordFields
        labels={{ password: it.account.passwordLabel, confirm: it.account.confirmPassword }}
        {...passwordFields}
      />
      {(
        [
          ['terms', it.account.termsConsent, terms, setTerms, errors.terms],
          ['privacy', it.account.privacyConsent, privacy, setPrivacy, errors.privacy],
          ['marketing', it.account.marketingConsent, marketing, setMarketing, undefined],
          ['profiling', it.account.profilingConsent, profiling, setProfiling, undefined],
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
        {it.account.registerSubmit}
      </Button>
      <ProofOfWorkStatus active={verifying} />
      <p className={s.center}>
        {it.account.haveAccount}{' '}
        <Button variant="ghost" size="sm" onPress={() => openAuthDialog('login', role)}>
          {it.auth.submit}
        </Button>
      </p>
    </AuthForm>
  );
}
