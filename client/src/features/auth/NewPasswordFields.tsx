import { TextField } from '../../ui';
import { PasswordChecklist } from './PasswordChecklist';

/** A new password with its live rule checklist and its confirmation: registration, reset and profile. */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
  strict = false,
}: {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string; confirm?: string };
  /** Unmet rules turn to the error colour (profile password change). */
  strict?: boolean;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        isInvalid={!!errors.password}
        errorMessage={errors.password}
      />
      <PasswordChecklist password={password} strict={strict} />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        isInvalid={!!errors.confirm}
        errorMessage={errors.confirm}
      />
    </>
  );
}
