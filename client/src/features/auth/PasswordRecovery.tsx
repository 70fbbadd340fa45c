import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetOtpDocument, ResetPasswordDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { getResetToken, openAuthDialog, type AuthDialogState } from '../../state/authDialog';
import { NewPasswordFields, newPasswordErrors, useNewPassword } from './NewPasswordFields';
import { firstIssue, useFormErrors } from '../../lib/useFormErrors';
import { emailSchema } from '@festa/domain/schemas/auth';
import * as s from './Auth.css';
import { AuthForm, EmailField } from './AuthForm';

/** 'Recupera password': asks for a code by e-mail; the answer is the same for unknown addresses. */
export function ForgotPasswordForm({ state }: { state: AuthDialogState }) {
  const [email, setEmail] = useState(state.email ?? '');
  const { errors, check, run } = useFormErrors<'email'>({ fallbackField: 'email' });
  const error = errors.email;
  const [request, { loading }] = useMutation(RequestPasswordResetOtpDocument);
  const submit = async () => {
    const normalized = email.trim().toLowerCase();
    if (!check({ email: firstIssue(emailSchema, normalized) })) return;
    await run(async () => {
      const { data } = await request({ variables: { email: normalized } });
      const seconds = data?.requestPasswordResetOtp.resendAfterSeconds ?? 60;
      openAuthDialog('otp', state.role, normalized, {
        source: 'FORGOT',
        resendAt: Date.now() + seconds * 1000,
      });
    });
  };
  return (
    <AuthForm onSubmit={submit}>
      <p className={s.muted}>{it.account.forgotIntro}</p>
      <EmailField
        label={it.account.emailLabel}
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
  const { password, confirm, fields: passwordFields } = useNewPassword();
  const { check, run, validationErrors } = useFormErrors<'password' | 'confirm'>({
    fallbackField: 'password',
  });
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const submit = async () => {
    if (!check(newPasswordErrors(password, confirm, it.account.confirmResetRequired))) return;
    const resetToken = getResetToken();
    if (!resetToken) return openAuthDialog('forgot-password', state.role);
    await run(async () => {
      await reset({ variables: { input: { resetToken, newPassword: password } } });
      openAuthDialog('password-changed', state.role);
    });
  };
  return (
    <AuthForm onSubmit={submit} validationErrors={validationErrors}>
      <NewPasswordFields
        labels={{ password: it.account.newPassword, confirm: it.account.confirmPassword }}
        {...passwordFields}
      />
      <Button type="submit" variant="primary" fullWidth isPending={loading}>
        {it.account.confirm}
      </Button>
    </AuthForm>
  );
}
