import { TextField } from '../../ui';

/**
 * A field the picked comune fills (its province, or its postal code where the form does not let it be
 * typed): shown read-only, with the form's message for it, checked the way the typed fields around it are.
 */
export function CityFilledField({
  label,
  name,
  value,
  error,
}: {
  label: string;
  /** The name the form's server errors use for it, when they can name it. */
  name?: string;
  value: string;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      isReadOnly
      isInvalid={!!error}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}
