import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** True when this machine can run a PostgreSQL cluster of a test's own (initdb and pg_ctl present). */
export const canRunCluster = () =>
  fs.existsSync(path.join(BIN, 'initdb')) && fs.existsSync(path.join(BIN, 'pg_ctl'));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Cluster {
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop -m immediate`: every backend dies at once, like a crash or a pulled cable. */
  stopImmediate(): void;
  destroy(): void;
}

/**
 * A throw-away PostgreSQL cluster in a temporary directory, on a free port, for fault tests that stop and
 * restart the server (the shared one must never be touched). initdb refuses root, so when the tests run as
 * root the binaries run as the `postgres` user.
 */
export async function createCluster(): Promise<Cluster> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (bin: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(BIN, bin),
      asRoot ? ['-u', 'postgres', '--', path.join(BIN, bin), ...args] : args,
      { stdio: 'pipe', cwd: dir },
    );
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = () => run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopImmediate: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
