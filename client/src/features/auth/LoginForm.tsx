import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { LoginDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button, TextField } from '../../ui';
import { openAuthDialog } from '../../app/authDialog';
import type { SessionRole } from '../../app/session';
import { serverError } from './errors';
import { useAuthFlow } from './useAuthFlow';
import { SocialButtons } from './SocialButtons';
import * as s from './Auth.css';
import { AuthForm } from './AuthForm';

export function LoginForm({ role }: { role: SessionRole }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const [login] = useMutation(LoginDocument);
  const flow = useAuthFlow();

  const submit = async () => {
    const normalized = email.trim().toLowerCase();
    const next = {
      email: normalized ? undefined : it.auth.emailRequired,
      password: password ? undefined : it.auth.passwordRequired,
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      const { data } = await login({ variables: { input: { email: normalized, password } } });
      if (!data) throw new Error(it.auth.invalidCredentials);
      await flow(data.login, { role, email: normalized });
    } catch (err) {
      // The spec puts login errors on the e-mail field and an empty error on the password.
      const message =
        err instanceof Error && err.message === it.auth.invalidCredentials
          ? err.message
          : serverError(err).message;
      setErrors({ email: message, password: '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm onSubmit={submit}>
      <TextField
        label={it.auth.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isInvalid={errors.email !== undefined}
        errorMessage={errors.email}
      />
      <TextField
        label={it.auth.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isInvalid={errors.password !== undefined}
        errorMessage={errors.password || undefined}
      />
      <p className={s.right}>
        {it.account.forgotQuestion}{' '}
        <Button
          variant="ghost"
          size="sm"
          onPress={() => openAuthDialog('forgot-password', role, email.trim().toLowerCase() || undefined)}
        >
          {it.auth.recover}
        </Button>
      </p>
      <Button type="submit" variant="primary" isPending={busy} fullWidth>
        {it.auth.submit}
      </Button>
      <SocialButtons role={role} onError={(message) => setErrors({ email: message, password: '' })} />
      <p className={s.center}>
        {it.account.noAccount}{' '}
        <Button variant="ghost" size="sm" onPress={() => openAuthDialog('register', role)}>
          {it.auth.register}
        </Button>
      </p>
    </AuthForm>
  );
}
