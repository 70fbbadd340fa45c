import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RegisterDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button, TextField } from '../../ui';
import { openAuthDialog } from '../../app/authDialog';
import type { SessionRole } from '../../app/session';
import { unmetPasswordRules } from '../../../../domain/index';
import { NewPasswordFields } from './NewPasswordFields';
import { LegalConsent } from './LegalConsent';
import { serverError } from './errors';
import { useRequestVerification } from './useAuthFlow';
import * as s from './Auth.css';
import { AuthForm } from './AuthForm';

interface Errors {
  email?: string;
  password?: string;
  confirm?: string;
  terms?: string;
  privacy?: string;
}

export function RegisterForm({ role }: { role: SessionRole }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [profiling, setProfiling] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [register] = useMutation(RegisterDocument);
  const requestCode = useRequestVerification();
  const canSubmit = !!email.trim() && !!password && !!confirm && terms && privacy;

  const submit = async () => {
    const normalized = email.trim().toLowerCase();
    const next: Errors = {
      email: normalized ? undefined : it.auth.emailRequired,
      password: !password
        ? it.account.passwordRequired
        : unmetPasswordRules(password).length
          ? it.profile.rulesUnmet
          : undefined,
      confirm: !confirm ? it.account.confirmRequired : confirm !== password ? it.account.mismatch : undefined,
      terms: terms ? undefined : it.account.termsRequired,
      privacy: privacy ? undefined : it.account.privacyRequired,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await register({
        variables: {
          input: {
            email: normalized,
            password,
            termsAccepted: terms,
            privacyAccepted: privacy,
            marketingConsent: marketing,
            profilingConsent: profiling,
          },
        },
      });
      const resendAt = await requestCode(normalized);
      openAuthDialog('otp', role, normalized, { source: 'REGISTER', resendAt });
    } catch (err) {
      setErrors({ email: serverError(err).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm onSubmit={submit}>
      <TextField
        label={it.account.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isInvalid={!!errors.email}
        errorMessage={errors.email}
      />
      <NewPasswordFields
        labels={{ password: it.account.passwordLabel, confirm: it.account.confirmPassword }}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={{ password: errors.password, confirm: errors.confirm }}
      />
      <LegalConsent
        kind="terms"
        label={it.account.termsConsent}
        checked={terms}
        onChange={setTerms}
        error={errors.terms}
      />
      <LegalConsent
        kind="privacy"
        label={it.account.privacyConsent}
        checked={privacy}
        onChange={setPrivacy}
        error={errors.privacy}
      />
      <LegalConsent
        kind="marketing"
        label={it.account.marketingConsent}
        checked={marketing}
        onChange={setMarketing}
      />
      <LegalConsent
        kind="profiling"
        label={it.account.profilingConsent}
        checked={profiling}
        onChange={setProfiling}
      />
      <Button type="submit" variant="primary" fullWidth isDisabled={!canSubmit} isPending={busy}>
        {it.account.registerSubmit}
      </Button>
      <p className={s.center}>
        {it.account.haveAccount}{' '}
        <Button variant="ghost" size="sm" onPress={() => openAuthDialog('login', role)}>
          {it.auth.submit}
        </Button>
      </p>
    </AuthForm>
  );
}
