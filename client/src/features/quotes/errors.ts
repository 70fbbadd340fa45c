import { quoteMessages } from '@festa/domain';
import type { ServerError } from '../../lib/mutationErrors';
import { it } from '../../i18n/it';

/**
 * The error catalogue: the two unavailability texts and the retry text by code, the server's own text for
 * a limit reached (it says which and when the next request may go), the generic text for anything else.
 */
export function quoteErrorMessage(error: ServerError, date: string): string {
  if (error.code === 'AMBIENT_UNAVAILABLE') return quoteMessages.ambientUnavailableError(date);
  if (error.code === 'SERVICE_UNAVAILABLE') return quoteMessages.serviceUnavailableError(date);
  if (error.code === 'TEMPORARILY_UNAVAILABLE') return it.errors.unavailable;
  if (error.code === 'RATE_LIMITED') return error.message;
  return quoteMessages.genericError;
}
