import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './cluster.js';
import { redisAnswers } from './redis.js';

/** True when this machine can run a Redis of a test's own (`redis-server` on the PATH). */
export function canRunRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface RedisServer {
  url: string;
  /** SIGKILL: the connections drop at once, nothing is flushed, like a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port and resolves once it answers PING. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A throw-away Redis on a free port, in memory only, for fault tests that kill and restart it (the shared
 * one must never be touched).
 */
export async function createRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const proc = spawn('redis-server', args, { stdio: 'ignore' });
    child = proc;
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url))) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited with code ${proc.exitCode}`);
      if (Date.now() > deadline) throw new Error('redis-server did not answer within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const kill = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, kill, start, destroy: kill };
}
