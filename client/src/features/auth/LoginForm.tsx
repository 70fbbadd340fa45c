import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Form } from 'react-aria-components';
import { LoginDocument } from '../../gql/generated';
import { it } from '../../i18n/it';
import { Button, TextField } from '../../ui';
import { closeAuthDialog, openAuthDialog } from '../../app/authDialog';
import { signIn, type SessionRole } from '../../app/session';

export function LoginForm({ role }: { role: SessionRole }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [login, { loading }] = useMutation(LoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  const submit = async () => {
    const normalized = email.trim().toLowerCase();
    const next = {
      email: normalized ? undefined : it.auth.emailRequired,
      password: password ? undefined : it.auth.passwordRequired,
    };
    setErrors(next);
    if (next.email || next.password) return;
    try {
      const { data } = await login({ variables: { input: { email: normalized, password } } });
      const res = data?.login;
      if (!res?.token) {
        setErrors({ email: it.auth.invalidCredentials, password: '' });
        return;
      }
      const first = res.firstLocation;
      signIn(res.token, first ? 'HOST' : role, first?.id ?? null);
      closeAuthDialog();
      await client.resetStore();
      if (first) navigate('/dashboard/quote-requests');
      else if (role === 'HOST') navigate('/create/location');
      else navigate('/');
    } catch (err) {
      const message = CombinedGraphQLErrors.is(err)
        ? (err.errors[0]?.message ?? it.errors.server)
        : it.errors.offline;
      // The spec puts login errors on the e-mail field and an empty error on the password.
      setErrors({ email: message, password: '' });
    }
  };

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      validationBehavior="aria"
      style={{ display: 'grid', gap: 16 }}
    >
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
      <Button type="submit" variant="primary" isPending={loading}>
        {it.auth.submit}
      </Button>
      <p style={{ margin: 0 }}>
        <Button variant="ghost" onPress={() => openAuthDialog('register', role)}>
          {it.auth.register}
        </Button>
        <Button variant="ghost" onPress={() => openAuthDialog('forgot-password', role)}>
          {it.auth.recover}
        </Button>
      </p>
    </Form>
  );
}
