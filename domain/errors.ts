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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
