import { useState } from 'react';
import { unmetPasswordRules } from '@festa/domain';
import { it } from '../../i18n/it';
import { TextField } from '../../ui';
import { PasswordChecklist } from './PasswordChecklist';

/** A new password and its confirmation as a sign-up or reset form holds them, and its fields' props. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const fields = { password, confirm, onPasswordChange: setPassword, onConfirmChange: setConfirm };
  return { password, confirm, fields };
}

/**
 * What is wrong with a new password and its confirmation, as sign-up and reset tell it: missing, short of
 * a rule, or not matching. The missing confirmation reads as each form words it.
 */
export function newPasswordErrors(password: string, confirm: string, confirmRequired: string) {
  return {
    password: !password
      ? it.account.passwordRequired
      : unmetPasswordRules(password).length
        ? it.profile.rulesUnmet
        : undefined,
    confirm: !confirm ? confirmRequired : confirm !== password ? it.account.mismatch : undefined,
  };
}

/** A new password with its live rule checklist and its confirmation: registration, reset and profile. */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  names = { password: 'password', confirm: 'confirm' },
  strict = false,
}: {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The fields' names, under which the form's `validationErrors` carry their messages. */
  names?: { password: string; confirm: string };
  /** Unmet rules turn to the error colour (profile password change). */
  strict?: boolean;
}) {
  const field = (name: string, label: string, value: string, onChange: (v: string) => void) => (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      name={name}
    />
  );
  return (
    <>
      {field(names.password, labels.password, password, onPasswordChange)}
      <PasswordChecklist password={password} strict={strict} />
      {field(names.confirm, labels.confirm, confirm, onConfirmChange)}
    </>
  );
}
