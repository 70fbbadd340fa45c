import { createRemoteJWKSet, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/rows.js';
import { DomainError } from '../../errors.js';
import { authMessages } from '@festa/domain/messages';
import { findUserByEmail } from './service.js';

export type Provider = 'google' | 'facebook' | 'apple';

export interface SocialIdentity {
  provider: Provider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

const failed = (provider: Provider) =>
  new DomainError('UNAUTHENTICATED', authMessages.socialFailed(label(provider)), {
    provider,
  });
const label = (p: Provider) => ({ google: 'Google', facebook: 'Facebook', apple: 'Apple' })[p];
const notConfigured = (provider: Provider) =>
  new DomainError('FORBIDDEN', authMessages.socialUnavailable(label(provider)), { provider });

async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
    if (!res.ok) return null;
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Google: the access token is valid if Google's user-info endpoint answers for it with a verified e-mail. */
export async function googleIdentity(config: Config, accessToken: string): Promise<SocialIdentity> {
  if (!config.GOOGLE_CLIENT_ID) throw notConfigured('google');
  const info = await getJson(config.GOOGLE_USERINFO_URL, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!info || typeof info.sub !== 'string') throw failed('google');
  return {
    provider: 'google',
    subject: info.sub,
    email: typeof info.email === 'string' ? info.email.trim().toLowerCase() : null,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
  };
}

/** Facebook: the Graph API must answer for the token with the same user id the SDK gave. */
export async function facebookIdentity(
  config: Config,
  accessToken: string,
  userId: string,
): Promise<SocialIdentity> {
  if (!config.FACEBOOK_APP_ID) throw notConfigured('facebook');
  const url = new URL(`${config.FACEBOOK_GRAPH_URL.replace(/\/$/, '')}/me`);
  url.searchParams.set('fields', 'id,email,name');
  url.searchParams.set('access_token', accessToken);
  const me = await getJson(url.toString());
  if (!me || typeof me.id !== 'string' || me.id !== userId) throw failed('facebook');
  // Facebook only returns e-mails its users have confirmed.
  const email = typeof me.email === 'string' ? me.email.trim().toLowerCase() : null;
  return { provider: 'facebook', subject: me.id, email, emailVerified: email != null };
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Apple: the id token is a JWT signed with one of Apple's published keys, for our client id. */
export async function appleIdentity(config: Config, idToken: string): Promise<SocialIdentity> {
  if (!config.APPLE_CLIENT_ID) throw notConfigured('apple');
  let jwks = jwksCache.get(config.APPLE_JWKS_URL);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(config.APPLE_JWKS_URL));
    jwksCache.set(config.APPLE_JWKS_URL, jwks);
  }
  try {
    const { payload } = await jwtVerify(idToken, jwks, {
      algorithms: ['RS256'],
      issuer: config.APPLE_ISSUER,
      audience: config.APPLE_CLIENT_ID,
      requiredClaims: ['sub', 'exp'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
    return {
      provider: 'apple',
      subject: payload.sub!,
      email,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    };
  } catch {
    throw failed('apple');
  }
}

const idColumn = { google: users.googleId, facebook: users.facebookId, apple: users.appleId } as const;
const idKey = { google: 'googleId', facebook: 'facebookId', apple: 'appleId' } as const;

/** Links the identity to its account, or to the account with the same verified e-mail, or creates one. */
export async function userForIdentity(db: Db, id: SocialIdentity): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.select().from(users).where(eq(idColumn[id.provider], id.subject)).limit(1);
    if (linked) {
      if (linked.deletedAt) throw failed(id.provider);
      return linked;
    }
    if (!id.email || !id.emailVerified) throw failed(id.provider);
    const existing = await findUserByEmail(tx, id.email);
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({
          [idKey[id.provider]]: id.subject,
          isVerified: true,
          // Whoever set the password of an unverified account never proved the e-mail: it may be a
          // stranger's, waiting for the owner to verify. The provider just did prove it.
          ...(existing.isVerified ? {} : { passwordHash: null, passwordDisputed: false }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      return updated!;
    }
    const [created] = await tx
      .insert(users)
      .values({ email: id.email, isVerified: true, [idKey[id.provider]]: id.subject })
      .returning();
    return created!;
  });
}
