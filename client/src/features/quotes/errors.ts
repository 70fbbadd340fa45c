import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { quoteMessages } from '../../../../domain/index';
import { it } from '../../i18n/it';

/** The error catalogue: the two unavailability texts and the retry text by code, the generic text for anything else. */
export function quoteErrorMessage(err: unknown, date: string): string {
  if (CombinedGraphQLErrors.is(err)) {
    const code = err.errors[0]?.extensions?.code;
    if (code === 'AMBIENT_UNAVAILABLE') return quoteMessages.ambientUnavailableError(date);
    if (code === 'SERVICE_UNAVAILABLE') return quoteMessages.serviceUnavailableError(date);
    if (code === 'TEMPORARILY_UNAVAILABLE') return it.errors.unavailable;
  }
  return quoteMessages.genericError;
}
