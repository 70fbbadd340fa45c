import { useEffect, useState } from 'react';
import { useFormErrors } from '../../lib/useFormErrors';
import { listingAlert } from './itemForms';

/**
 * The state every item form (ambient, service) shares: the values, their errors, the 'Errore' dialog.
 * Edited fields drop their message at once, not on blur: a message vanishing on blur moves the buttons
 * below it between press and release, and the press on 'Salva' is lost.
 */
export function useItemForm<V extends object>(initial: V, fields: readonly string[], errorText: string) {
  const [values, setValues] = useState<V>(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useFormErrors<string>({
    fields,
    onMessage: (error) => setAlert(listingAlert(error, errorText)),
  });
  const { setErrors } = form;

  // A refetch after a save starts the form from what the server now holds.
  useEffect(() => setValues(initial), [initial]);

  const change = (patch: Partial<V>, alsoClears: string[] = []) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const f of [...Object.keys(patch), ...alsoClears]) delete next[f];
      return next;
    });
  };
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { ...form, values, change, reset, alert, setAlert };
}
