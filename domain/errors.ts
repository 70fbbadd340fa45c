/**
 * The closed set of error codes the gateway sends in `extensions.code`. Domain errors carry one of these;
 * the gateway maps each to its HTTP status, and the client maps each to where the person sees it.
 * Adding a code fails the build until both maps say what to do with it.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'INVALID_SESSION',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'AMBIENT_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'TEMPORARILY_UNAVAILABLE',
  'SAME_PASSWORD',
  // Past a per-address threshold: the browser solves the challenge in `extensions.challenge` and retries.
  'PROOF_OF_WORK_REQUIRED',
  /** The account has not finished registering (profile or required consents): the client reopens that dialog. */
  'PROFILE_INCOMPLETE',
  // Answered by the REST routes (uploads, downloads, webhook, calendar) and by a request refused before
  // any operation ran; the body is `{ error: { code, message } }` (see gateway/src/httpErrors.ts).
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** An upload whose content is no image we accept (the type comes from decoding it). */
  'NOT_AN_IMAGE',
  /** The account's image storage is full. */
  'QUOTA_EXCEEDED',
  /** A data export past its expiry: its content is gone. */
  'EXPORT_EXPIRED',
  /** A data export still being prepared. */
  'EXPORT_NOT_READY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
