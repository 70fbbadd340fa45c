import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { it } from '../../i18n/it';

interface ServerError {
  message: string;
  code?: string;
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
      code: typeof ext.code === 'string' ? ext.code : undefined,
      field: typeof ext.field === 'string' ? ext.field : undefined,
      retryAfterSeconds: typeof ext.retryAfterSeconds === 'number' ? ext.retryAfterSeconds : undefined,
    };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { message: /fetch/i.test(message) ? it.errors.offline : it.errors.server };
}
