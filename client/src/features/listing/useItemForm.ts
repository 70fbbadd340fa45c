import { useEffect, useState } from 'react';
import { useFormErrors } from '../../lib/useFormErrors';
import { listingAlert } from './itemForms';

/** The state every item form (ambient, service) shares: the values, their errors, the 'Errore' dialog. */
export function useItemForm<V extends object>(initial: V, fields: readonly string[], errorText: string) {
  const [values, setValues] = useState<V>(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useFormErrors<string>({
    fields,
    onMessage: (error) => setAlert(listingAlert(error, errorText)),
  });
  const { setErrors, dropErrors } = form;

  // A refetch after a save starts the form from what the server now holds.
  useEffect(() => setValues(initial), [initial]);

  const change = (patch: Partial<V>, alsoClears: string[] = []) => {
    setValues((v) => ({ ...v, ...patch }));
    dropErrors([...Object.keys(patch), ...alsoClears]);
  };
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { ...form, values, change, reset, alert, setAlert };
}

/** What useItemForm gives a form, as the shared editor frame takes it. */
export type ItemForm<V extends object> = ReturnType<typeof useItemForm<V>>;
