import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { runMutation, type ErrorRoute, type FieldErrors } from './mutationErrors';
// Also here, for tests and any entry that reaches the forms first.
import './zodConfig';

/** The first message per field of a schema's issues (the shape `<Form validationErrors>` takes). */
export function schemaErrors<F extends string>(schema: z.ZodType, value: unknown): FieldErrors<F> {
  const parsed = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors as FieldErrors<F>;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<F>;
}

/** The first message a schema gives for a single value, or undefined when it passes. */
export const firstIssue = (schema: z.ZodType, value: unknown): string | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

export const hasErrors = (errors: object) => Object.values(errors).some((v) => v !== undefined);

/**
 * A form's errors, whatever their source: its own checks (`check`) and its mutations' answers (`run`, which
 * routes server errors as routeError does). Each form keeps no error state of its own.
 */
export function useFormErrors<F extends string>(route: ErrorRoute<F> = {}) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // While the browser solves a proof-of-work challenge the gateway asked for (see withProofOfWork).
  const [verifying, setVerifying] = useState(false);
  /** Shows the form's own findings; true when there are none and the form may be sent. */
  const check = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    return !hasErrors(found);
  };
  /** Runs a mutation; `mutate` puts the proof of work it may be given into its input. */
  const run = <T>(mutate: (proofOfWork?: string) => Promise<T>) =>
    runMutation(mutate, {
      ...route,
      onFieldError: (found) => setErrors(found),
      onProofOfWork: setVerifying,
    });
  /**
   * Drops the messages of the edited fields and of their parts (`timeRanges` takes `timeRanges.0.endTime`)
   * at once, not on blur: a message vanishing on blur moves the buttons below it between press and release,
   * and the press on the form's submit button is lost.
   */
  const dropErrors = (fields: readonly string[]) =>
    setErrors(
      (e) =>
        Object.fromEntries(
          Object.entries(e).filter(([k]) => !fields.some((f) => k === f || k.startsWith(`${f}.`))),
        ) as FieldErrors<F>,
    );
  // What `<Form validationErrors>` takes: react-aria shows each message on the field of that `name`; a new
  // object (a new check or answer) shows them again.
  const validationErrors = useMemo(
    () => Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Record<string, string>,
    [errors],
  );
  return { errors, setErrors, dropErrors, check, run, validationErrors, verifying };
}
