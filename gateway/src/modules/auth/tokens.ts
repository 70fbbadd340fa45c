import { jwtVerify, SignJWT } from 'jose';

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

/** Returns null for anything not a valid, unexpired token of ours (wrong algorithm included). */
export async function verifySessionToken(cfg: TokenConfig, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(cfg.secret), {
      algorithms: [ALG],
      issuer: cfg.issuer,
      audience: cfg.audience,
    });
    if (
      typeof payload.sid !== 'string' ||
      typeof payload.sub !== 'string' ||
      typeof payload.ver !== 'number'
    ) {
      return null;
    }
    return { sessionId: payload.sid, userId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return null;
  }
}
