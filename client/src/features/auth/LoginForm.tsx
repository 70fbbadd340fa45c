import { useEffect, useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { LoginDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { announce, Button, TextField } from '../../ui';
import { openAuthDialog } from '../../state/authDialog';
import type { SessionRole } from '../../state/session';
import { loginSchema } from '@festa/domain/schemas/auth';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { InvalidCredentials, useAuthFlow } from './useAuthFlow';
import { SocialButtons } from './SocialButtons';
import * as s from './Auth.css';
import { AuthForm, EmailField } from './AuthForm';
import { ProofOfWorkStatus } from './ProofOfWorkStatus';

export function LoginForm({ role }: { role: SessionRole }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The spec puts every login error on the e-mail field (and marks the password, with no text).
  const { errors, setErrors, check, run, validationErrors, verifying } = useFormErrors<'email' | 'password'>({
    fields: ['email'],
    fallbackField: 'email',
  });
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  // A refused sign-in ('Credenziali non valide') concerns both fields: it describes the password too, and
  // is read out, as focus stays on the button that sent it.
  const refused = errors.password === '' && errors.email ? errors.email : null;
  useEffect(() => {
    if (refused) announce(refused, 'assertive');
  }, [refused, errors]);
  const [login] = useMutation(LoginDocument);
  const flow = useAuthFlow();

  const submit = async () => {
    const normalized = email.trim().toLowerCase();
    if (!check(schemaErrors(loginSchema, { email: normalized, password }))) return;
    setBusy(true);
    const done = await run(async (proofOfWork) => {
      const { data } = await login({ variables: { input: { email: normalized, password, proofOfWork } } });
      if (!data) throw new InvalidCredentials();
      await flow(data.login, { role, email: normalized });
    });
    if (!done) setErrors((e) => (e.email ? { ...e, password: '' } : e));
    setBusy(false);
  };

  return (
    <AuthForm onSubmit={submit} validationErrors={validationErrors}>
      <EmailField
        label={it.auth.email}
        // The dialog opens on its first field (as its title is still read), not on the dialog itself.
        autoFocus
        value={email}
        onChange={setEmail}
        name="email"
        errorMessage={(v) => <span id={errorId}>{v.validationErrors.join(' ')}</span>}
      />
      <TextField
        label={it.auth.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        name="password"
        // A sign-in error shows on the e-mail and only marks the password ('' carries no text, which
        // react-aria's validationErrors would not mark): the password's own message comes by its name.
        isInvalid={errors.password === '' || undefined}
        aria-describedby={refused ? errorId : undefined}
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
      <ProofOfWorkStatus active={verifying} />
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
