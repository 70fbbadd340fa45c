import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdatePasswordDocument } from './profile.generated';
import { it } from '../../i18n/it';
import { Form, TextField, toastQueue } from '../../ui';
import { unmetPasswordRules } from '@festa/domain';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { passwordChangeSchema } from '@festa/domain/schemas/profile';
import * as s from './Profile.css';
import { SectionActions } from './SectionActions';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  // SAME_PASSWORD names newPassword; an error naming no field toasts the section's own text.
  const { setErrors, check, run, validationErrors } = useFormErrors<Field>({
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    message: it.profile.passwordError,
  });
  const [update, { loading }] = useMutation(UpdatePasswordDocument);
  const set = (f: Field) => (v: string) => setValues((x) => ({ ...x, [f]: v }));

  const save = async () => {
    const found = schemaErrors<Field>(passwordChangeSchema, values);
    const ok = check({
      currentPassword: found.currentPassword,
      newPassword:
        found.newPassword ??
        (unmetPasswordRules(values.newPassword).length ? it.profile.rulesUnmet : undefined),
      confirmPassword: values.confirmPassword === values.newPassword ? undefined : it.profile.notMatching,
    });
    if (!ok) return;
    if (!(await run(() => update({ variables: { input: values } })))) return;
    setValues(EMPTY);
    toastQueue.success(it.profile.passwordSaved);
  };

  return (
    <Form className={s.section} validationErrors={validationErrors} onSubmit={save}>
      <h1 style={{ margin: 0 }}>{it.profile.passwordTitle}</h1>
      <TextField
        label={it.profile.currentPassword}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        name="currentPassword"
      />
      <NewPasswordFields
        labels={{ password: it.profile.newPassword, confirm: it.profile.confirmPassword }}
        password={values.newPassword}
        confirm={values.confirmPassword}
        onPasswordChange={set('newPassword')}
        onConfirmChange={set('confirmPassword')}
        names={{ password: 'newPassword', confirm: 'confirmPassword' }}
        strict
      />
      <SectionActions
        onReset={() => {
          setValues(EMPTY);
          setErrors({});
        }}
        isSaving={loading}
      />
    </Form>
  );
}
