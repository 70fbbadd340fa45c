import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetOtpDocument, ResetPasswordDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button, TextField } from '../../ui';
import { getResetToken, openAuthDialog, type AuthDialogState } from '../../app/authDialog';
import { unmetPasswordRules } from '../../../../domain/index';
import { NewPasswordFields } from './NewPasswordFields';
import { serverError } from './errors';
import * as s from './Auth.css';
import { AuthForm } from './AuthForm';

/** 'Recupera password': asks for a code by e-mail; the answer is the same for unknown addresses. */
export function ForgotPasswordForm({ state }: { state: AuthDialogState }) {
  const [email, setEmail] = useState(state.email ?? '');
  const [error, setError] = useState<string>();
  const [request, { loading }] = useMutation(RequestPasswordResetOtpDocument);
  const submit = async () => {
    const normalized = email.trim().toLowerCase();
    if (!normalized) return setError(it.auth.emailRequired);
    setError(undefined);
    try {
      const { data } = await request({ variables: { email: normalized } });
      const seconds = data?.requestPasswordResetOtp.resendAfterSeconds ?? 60;
      openAuthDialog('otp', state.role, normalized, {
        source: 'FORGOT',
        resendAt: Date.now() + seconds * 1000,
      });
    } catch (err) {
      setError(serverError(err).message);
    }
  };
  return (
    <AuthForm onSubmit={submit}>
      <p className={s.muted}>{it.account.forgotIntro}</p>
      <TextField
        label={it.account.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isInvalid={!!error}
        errorMessage={error}
      />
      <Button type="submit" variant="primary" fullWidth isPending={loading}>
        {it.account.sendCode}
      </Button>
      <Button variant="ghost" size="sm" onPress={() => openAuthDialog('login', state.role)}>
        {it.account.backToLogin}
      </Button>
    </AuthForm>
  );
}

/** New password after a verified reset code; success shows 'Password modificata', then the login. */
export function ResetPasswordForm({ state }: { state: AuthDialogState }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const submit = async () => {
    const next = {
      password: !password
        ? it.account.passwordRequired
        : unmetPasswordRules(password).length
          ? it.profile.rulesUnmet
          : undefined,
      confirm: !confirm
        ? it.account.confirmResetRequired
        : confirm !== password
          ? it.account.mismatch
          : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    const resetToken = getResetToken();
    if (!resetToken) return openAuthDialog('forgot-password', state.role);
    try {
      await reset({ variables: { input: { resetToken, newPassword: password } } });
      openAuthDialog('password-changed', state.role);
    } catch (err) {
      setErrors({ password: serverError(err).message });
    }
  };
  return (
    <AuthForm onSubmit={submit}>
      <NewPasswordFields
        labels={{ password: it.account.newPassword, confirm: it.account.confirmPassword }}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={{ password: errors.password, confirm: errors.confirm }}
      />
      <Button type="submit" variant="primary" fullWidth isPending={loading}>
        {it.account.confirm}
      </Button>
    </AuthForm>
  );
}
