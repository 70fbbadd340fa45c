import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Challenge } from 'altcha-lib';
import { isErrorCode, type ErrorCode } from '@festa/domain/errors';
import { it } from '../i18n/it';
import { toastQueue } from '../ui/Toast/toastQueue';
import { reactToServerCode } from '../state/sessionExpired';
import { reportProfileIncomplete } from '../state/profileIncomplete';

/** An error thrown by the client itself whose message is meant for the person (e.g. 'Credenziali non valide'). */
export class UserFacingError extends Error {}

export interface ServerError {
  message: string;
  code?: ErrorCode;
  field?: string;
  retryAfterSeconds?: number;
}

/** The first GraphQL error as shown to people; network failures read 'Connessione assente o server offline'. */
export function serverError(err: unknown): ServerError {
  if (CombinedGraphQLErrors.is(err)) {
    const first = err.errors[0];
    const ext = (first?.extensions ?? {}) as Record<string, unknown>;
    return {
      message:
        ext.code === 'TEMPORARILY_UNAVAILABLE' ? it.errors.unavailable : (first?.message ?? it.errors.server),
      code: isErrorCode(ext.code) ? ext.code : undefined,
      field: typeof ext.field === 'string' ? ext.field : undefined,
      retryAfterSeconds: typeof ext.retryAfterSeconds === 'number' ? ext.retryAfterSeconds : undefined,
    };
  }
  if (err instanceof UserFacingError) return { message: err.message };
  const message = err instanceof Error ? err.message : String(err);
  return { message: /fetch/i.test(message) ? it.errors.offline : it.errors.server };
}

/**
 * Where a code's error is shown: the session-expired dialog, the registration step the account still owes,
 * under the field it names, or as a message.
 */
function placement(code: ErrorCode | undefined): 'session' | 'profile' | 'field' | 'message' {
  if (code === undefined) return 'message'; // network failure or an internal error
  switch (code) {
    case 'INVALID_SESSION':
      return 'session';
    case 'PROFILE_INCOMPLETE':
      return 'profile';
    // Input the person can correct: the server names the field.
    case 'BAD_USER_INPUT':
    case 'SAME_PASSWORD':
    case 'CONFLICT':
    case 'RATE_LIMITED':
    case 'PROOF_OF_WORK_REQUIRED': // only when the browser could not solve it (see withProofOfWork)
      return 'field';
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'AMBIENT_UNAVAILABLE':
    case 'SERVICE_UNAVAILABLE':
    case 'TEMPORARILY_UNAVAILABLE':
    case 'BAD_REQUEST': // this one and the next: the REST routes' codes (uploads, downloads)
    case 'METHOD_NOT_ALLOWED':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'NOT_AN_IMAGE':
    case 'QUOTA_EXCEEDED':
    case 'EXPORT_EXPIRED':
    case 'EXPORT_NOT_READY':
      return 'message';
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** How a form shows its mutation's errors. */
export interface ErrorRoute<F extends string = never> {
  /** The fields the form shows: an error naming one of them goes under it. */
  fields?: readonly F[];
  /** The field that shows errors naming no field of the form (the auth dialogs use the e-mail); else a toast. */
  fallbackField?: F;
  /** The form's own text, instead of the server's, for errors naming none of its fields and for toasts. */
  message?: string;
  /** Also toast when the error went under a field. */
  toastFieldErrors?: boolean;
  /** Shows an error naming no field itself (a dialog, or nothing for a background write) instead of a toast. */
  onMessage?: (error: ServerError) => void;
  /** Told when the browser starts (true) and stops (false) solving a proof-of-work challenge. */
  onProofOfWork?: (solving: boolean) => void;
  /**
   * Shows nothing (no field, toast or registration dialog; an ended session still opens its dialog): only
   * for a write the person did not ask for and whose failure changes nothing they see, such as a
   * background sync retried later. The caller says why next to it.
   */
  silent?: boolean;
}

export type ErrorOutcome<F extends string> =
  | { to: 'session'; error: ServerError }
  | { to: 'profile'; error: ServerError }
  | { to: 'field'; field: F; error: ServerError }
  | { to: 'toast'; error: ServerError }
  | { to: 'silent'; error: ServerError };

/**
 * The one path from a failed mutation to the person: INVALID_SESSION opens the session-expired dialog,
 * PROFILE_INCOMPLETE the registration dialog the account still owes (that dialog says what to do: no
 * toast), an error naming a field of the form goes under it, anything else is a toast (or the form's
 * fallback field); a silent route shows nothing but the session dialog.
 */
export function routeError<F extends string>(err: unknown, route: ErrorRoute<F> = {}): ErrorOutcome<F> {
  const error = serverError(err);
  const where = placement(error.code);
  if (where === 'session') {
    reactToServerCode(error.code);
    return { to: 'session', error };
  }
  if (route.silent) return { to: 'silent', error };
  if (where === 'profile') {
    reportProfileIncomplete();
    return { to: 'profile', error };
  }
  const named = where === 'field' ? route.fields?.find((f) => f === error.field) : undefined;
  const shown = { ...error, message: route.message ?? error.message };
  if (named !== undefined) {
    if (route.toastFieldErrors) toastQueue.error(shown.message);
    return { to: 'field', field: named, error };
  }
  if (route.fallbackField !== undefined) return { to: 'field', field: route.fallbackField, error: shown };
  if (route.onMessage) route.onMessage(shown);
  else toastQueue.error(shown.message);
  return { to: 'toast', error: shown };
}

/** The challenge of a PROOF_OF_WORK_REQUIRED answer, or undefined for any other error. */
function challengeOf(err: unknown): Challenge | undefined {
  if (!CombinedGraphQLErrors.is(err)) return undefined;
  const ext = err.errors[0]?.extensions;
  const challenge = ext?.code === 'PROOF_OF_WORK_REQUIRED' ? ext.challenge : undefined;
  return challenge && typeof challenge === 'object' ? (challenge as Challenge) : undefined;
}

/**
 * Runs `mutate`; when the gateway asks for a proof of work (many attempts came from this client address,
 * which a whole office or a carrier's NAT may share), solves the challenge in Web Workers, with code loaded
 * only now, and sends the same attempt again with the solution. A second challenge (the first expired
 * meanwhile) is solved too; after that, or when the browser cannot solve, the server's error stands.
 */
export async function withProofOfWork<T>(
  mutate: (proofOfWork?: string) => Promise<T>,
  onSolving?: (solving: boolean) => void,
): Promise<T> {
  let proof: string | undefined;
  for (let round = 0; ; round++) {
    try {
      return await mutate(proof);
    } catch (err) {
      const challenge = challengeOf(err);
      if (!challenge || round >= 2) throw err;
      onSolving?.(true);
      try {
        const { solveProofOfWork } = await import('./proofOfWork');
        proof = await solveProofOfWork(challenge);
      } catch {
        throw err;
      } finally {
        onSolving?.(false);
      }
    }
  }
}

/**
 * Runs a mutation (sent again with a proof of work when the gateway asks for one; `mutate` puts the proof
 * it is given into the input); on failure routes its error (see routeError) and resolves to undefined.
 */
export async function runMutation<T, F extends string = never>(
  mutate: (proofOfWork?: string) => Promise<T>,
  route: ErrorRoute<F> & { onFieldError?: (errors: FieldErrors<F>, error: ServerError) => void } = {},
): Promise<{ data: T } | undefined> {
  try {
    return { data: await withProofOfWork(mutate, route.onProofOfWork) };
  } catch (err) {
    const outcome = routeError(err, route);
    if (outcome.to === 'field')
      route.onFieldError?.({ [outcome.field]: outcome.error.message } as FieldErrors<F>, outcome.error);
    return undefined;
  }
}
