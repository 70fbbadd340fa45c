import { solveChallengeWorkers, type Challenge } from 'altcha-lib';

/**
 * Solves an ALTCHA challenge the gateway sent (loaded only when one arrives, never with a page) in Web
 * Workers from our own files, as the page policy allows (`worker-src 'self'`), and returns the proof as
 * ALTCHA's payload: base64 of `{ challenge, solution }`.
 */
export async function solveProofOfWork(challenge: Challenge): Promise<string> {
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
    createWorker: () => new Worker(new URL('./proofOfWork.worker.ts', import.meta.url), { type: 'module' }),
    timeout: 90_000,
  });
  if (!solution) throw new Error('proof of work not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
