import net from 'node:net';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether a Redis answers PING at `url` within a second. Tests of fan-out across gateway processes need
 * one; without it they are skipped with a warning instead of timing out.
 */
export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    // Only +PONG: a Redis that wants a password (-NOAUTH) cannot carry the test either.
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** Skips the caller's suite loudly: the reason is printed, so a green run never hides what did not run. */
export async function redisOrSkipReason(file: string, url = TEST_REDIS_URL): Promise<boolean> {
  const ok = await redisAnswers(url);
  if (!ok) console.warn(`[${file}] SKIPPED: no Redis answers at ${url} (set TEST_REDIS_URL or start one)`);
  return ok;
}
