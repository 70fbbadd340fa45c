import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

type Err = { message: string; extensions?: Record<string, unknown> };

/** The challenge a PROOF_OF_WORK_REQUIRED answer carries (undefined for any other answer). */
export const challengeOf = (res: { errors?: Err[] }): Challenge | undefined => {
  const ext = res.errors?.[0]?.extensions;
  return ext?.code === 'PROOF_OF_WORK_REQUIRED' ? (ext.challenge as Challenge) : undefined;
};

/** What the browser does with a challenge: solves it and sends the proof as ALTCHA's base64 payload. */
export async function solveProof(challenge: Challenge | undefined): Promise<string> {
  if (!challenge) throw new Error('no challenge to solve');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
