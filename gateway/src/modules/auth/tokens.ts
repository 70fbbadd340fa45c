import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { UUID_PATTERN } from '@festa/domain/input';

export interface TokenConfig {
  secret: string;
  issuer: string;
  audience: string;
}

const ALG = 'HS256';

export interface SessionClaims {
  sessionId: string;
  userId: string;
  tokenVersion: number;
}

/** A signed pointer to a server-side session: the session row, not the token, decides validity. */
export async function signSessionToken(
  cfg: TokenConfig,
  claims: SessionClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALG })
    .setSubject(claims.userId)
    .setIssuer(cfg.issuer)
    .setAudience(cfg.audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(cfg.secret));
}

/**
 * What a session token must carry to be looked up: the ids go into uuid columns, so a token signed with
 * our key but holding anything else (a bug, a test tool, a leaked key) must be refused here, not fail the
 * query as an internal error.
 */
const claimsSchema = z.object({
  sid: z.string().regex(UUID_PATTERN, 'not a uuid'),
  sub: z.string().regex(UUID_PATTERN, 'not a uuid'),
  ver: z.number().int('not an integer').nonnegative(),
});

export type TokenCheck =
  | { ok: true; claims: SessionClaims }
  /** `malformed`: signed with our key, valid and unexpired, yet its claims are not ours (said why, never the token). */
  | { ok: false; malformed?: string };

/** Anything not a valid, unexpired token of ours (wrong algorithm included) is refused. */
export async function verifySessionToken(cfg: TokenConfig, token: string): Promise<TokenCheck> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(cfg.secret), {
      algorithms: [ALG],
      issuer: cfg.issuer,
      audience: cfg.audience,
    }));
  } catch {
    return { ok: false };
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) {
    const issue = claims.error.issues[0];
    return { ok: false, malformed: `${issue?.path.join('.') || 'claims'}: ${issue?.message ?? 'invalid'}` };
  }
  const { sid, sub, ver } = claims.data;
  return { ok: true, claims: { sessionId: sid, userId: sub, tokenVersion: ver } };
}
