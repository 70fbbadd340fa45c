import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { abuseMessages } from '@festa/domain/messages';
import type { DbOrTx } from '../../db/client.js';
import { proofOfWorkUses } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

/**
 * Self-hosted ALTCHA (altcha-lib, v2 challenges): what an address past a per-address threshold must
 * solve instead of being refused, since one address may be a whole school or a carrier's NAT. PBKDF2
 * runs natively in the browser (WebCrypto), so a person's browser pays about what a script would.
 * Challenges are signed statelessly with keys derived from JWT_SECRET (required in production); a solved
 * one is good for one attempt and is remembered until it expires.
 */
export interface ProofOfWorkConfig {
  secret: string;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The highest counter a solver may have to reach. */
  maxCounter: number;
}

/** What the proof lets through: a challenge issued for one cannot be spent on another. */
export type ProofPurpose = 'CODE' | 'SIGN_IN' | 'REGISTER';
export type ProofRefusal = 'INVALID' | 'EXPIRED' | 'REPLAYED';

const ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough to solve on a slow phone and send again; short enough that hoarding solutions is useless. */
export const CHALLENGE_TTL_SECONDS = 300;

const keysCache = new Map<string, { challenge: string; key: string }>();
function keysOf(secret: string) {
  let keys = keysCache.get(secret);
  if (!keys) {
    const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
    keys = { challenge: derive('proof-of-work:challenge'), key: derive('proof-of-work:key') };
    keysCache.set(secret, keys);
  }
  return keys;
}

/**
 * A fresh challenge. Deterministic mode: the server derives the key at a random counter once and signs
 * it, so checking a solution is an HMAC, not a derivation.
 */
export function newChallenge(cfg: ProofOfWorkConfig, purpose: ProofPurpose): Promise<Challenge> {
  const keys = keysOf(cfg.secret);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: cfg.cost,
    deriveKey,
    counter: randomInt(Math.floor(cfg.maxCounter / 2), cfg.maxCounter + 1),
    data: { purpose },
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.key,
  });
}

/** PROOF_OF_WORK_REQUIRED with a challenge to solve (and why the proof sent, if any, was not taken). */
export async function proofRequired(cfg: ProofOfWorkConfig, purpose: ProofPurpose, reason?: ProofRefusal) {
  return new DomainError('PROOF_OF_WORK_REQUIRED', abuseMessages.proofOfWorkRequired, {
    challenge: await newChallenge(cfg, purpose),
    ...(reason ? { reason } : {}),
  });
}

// ALTCHA's payload: base64 of { challenge, solution }. The parameters are passed on as received (the
// signature covers all of them), so the object keeps keys this schema does not name.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
      data: z.object({ purpose: z.string() }),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function decode(proof: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Lets the attempt through when `proof` solves a challenge this gateway issued for `purpose`, unexpired
 * and never used, and records it as used (in the caller's transaction: an attempt that fails to commit
 * does not spend it). Anything else throws PROOF_OF_WORK_REQUIRED with a fresh challenge.
 */
export async function spendProofOfWork(
  db: DbOrTx,
  cfg: ProofOfWorkConfig,
  purpose: ProofPurpose,
  proof: string | null | undefined,
): Promise<void> {
  if (!proof) throw await proofRequired(cfg, purpose);
  const payload = decode(proof);
  if (!payload || payload.challenge.parameters.data.purpose !== purpose)
    throw await proofRequired(cfg, purpose, 'INVALID');
  const keys = keysOf(cfg.secret);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.key,
  }).catch(() => null);
  if (result?.expired) throw await proofRequired(cfg, purpose, 'EXPIRED');
  if (!result?.verified) throw await proofRequired(cfg, purpose, 'INVALID');
  // Expired entries go; a row another transaction holds is left for the next time, never waited for.
  await db.execute(sql`
    delete from ${proofOfWorkUses} where signature in (
      select signature from ${proofOfWorkUses} where expires_at < now() for update skip locked)`);
  const used = await db
    .insert(proofOfWorkUses)
    .values({
      signature: payload.challenge.signature,
      expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
    })
    .onConflictDoNothing()
    .returning({ signature: proofOfWorkUses.signature });
  if (!used.length) throw await proofRequired(cfg, purpose, 'REPLAYED');
}
