import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-aria-components';
import { UpdatePasswordDocument } from './profile.generated';
import { it } from '../../i18n/it';
import { Button, TextField, toastQueue } from '../../ui';
import { unmetPasswordRules } from '../../../../domain/index';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { serverError } from '../auth/errors';
import * as s from './Profile.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [update, { loading }] = useMutation(UpdatePasswordDocument);
  const set = (f: Field) => (v: string) => setValues((x) => ({ ...x, [f]: v }));

  const save = async () => {
    const next = {
      currentPassword: values.currentPassword ? undefined : it.profile.currentRequired,
      newPassword: !values.newPassword
        ? it.profile.newRequired
        : unmetPasswordRules(values.newPassword).length
          ? it.profile.rulesUnmet
          : undefined,
      confirmPassword: values.confirmPassword === values.newPassword ? undefined : it.profile.notMatching,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await update({ variables: { input: values } });
      setValues(EMPTY);
      toastQueue.success(it.profile.passwordSaved);
    } catch (err) {
      const e = serverError(err);
      if (e.code === 'SAME_PASSWORD') return setErrors({ newPassword: it.profile.samePassword });
      if (e.field === 'currentPassword' || e.field === 'confirmPassword' || e.field === 'newPassword')
        return setErrors({ [e.field]: e.message });
      toastQueue.error(it.profile.passwordError);
    }
  };

  return (
    <Form
      className={s.section}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h1 style={{ margin: 0 }}>{it.profile.passwordTitle}</h1>
      <TextField
        label={it.profile.currentPassword}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        isInvalid={!!errors.currentPassword}
        errorMessage={errors.currentPassword}
      />
      <NewPasswordFields
        labels={{ password: it.profile.newPassword, confirm: it.profile.confirmPassword }}
        password={values.newPassword}
        confirm={values.confirmPassword}
        onPasswordChange={set('newPassword')}
        onConfirmChange={set('confirmPassword')}
        errors={{ password: errors.newPassword, confirm: errors.confirmPassword }}
        strict
      />
      <div className={s.actions}>
        <Button
          variant="ghost"
          onPress={() => {
            setValues(EMPTY);
            setErrors({});
          }}
        >
          {it.profile.reset}
        </Button>
        <Button type="submit" variant="primary" isPending={loading}>
          {it.profile.save}
        </Button>
      </div>
    </Form>
  );
}
