import { isErrorCode, type ErrorCode } from '@festa/domain/errors';
import { reactToServerCode } from '../state/sessionExpired';

/** A refusal from a route outside GraphQL (uploads, downloads): `{ error: { code, message } }`. */
export interface RestError {
  status: number;
  code?: ErrorCode;
  message?: string;
}

/**
 * Reads a REST route's refusal; a session that is over goes through the same reaction as a GraphQL error
 * or a closed live socket ('Sessione scaduta').
 */
export async function readRestError(res: Response): Promise<RestError> {
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown };
  } | null;
  const code = isErrorCode(body?.error?.code) ? body.error.code : undefined;
  reactToServerCode(code);
  const message = body?.error?.message;
  return { status: res.status, code, message: typeof message === 'string' ? message : undefined };
}
