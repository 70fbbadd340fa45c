import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerDatabaseUrl } from './test/workerDatabase.js';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { openSession } from './modules/auth/session.js';
import { buildUser } from './test/factories.js';
import { spawnGateway, type GatewayProcess } from './test/process.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SUB = `subscription { notificationAdded(role: GUEST) { id } }`;
const JWT_SECRET = 'shutdown-test-secret-0123456789abcdef0123';

let db: Database | null = null;
let gw: GatewayProcess | null = null;
beforeAll(async () => {
  const url = await workerDatabaseUrl();
  if (url) db = await openDatabase({ url, poolSize: 2 });
  // As production runs: outside NODE_ENV=test libraries install signal handlers of their own.
  gw = await spawnGateway({
    ...(url ? { DATABASE_URL: url } : { PGLITE_DIR: 'memory://' }),
    REDIS_URL,
    NODE_ENV: 'production',
    JWT_SECRET,
  });
}, 60_000);
afterAll(async () => {
  gw?.child.kill('SIGKILL');
  await db?.close();
});

async function sessionToken(): Promise<string | undefined> {
  if (!db) return undefined;
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET });
  const user = await buildUser(db.db);
  const { token } = await openSession(
    db.db,
    { secret: config.jwtSecret, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, ttlDays: 1 },
    user,
    { role: 'GUEST' },
  );
  return token;
}

describe('graceful shutdown', () => {
  it('on SIGTERM closes live sockets as going away, drains keep-alive HTTP, ends vanished peers, exits 0 within seconds, quietly', async () => {
    const token = await sessionToken();
    // A live subscription, as a signed-in browser tab holds one.
    let closeCode = 0;
    const client = createClient({
      url: gw!.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: { closed: (e) => (closeCode = (e as { code: number }).code) },
    });
    await new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.on('error', reject);
    });
    if (token) client.subscribe({ query: SUB }, { next: () => {}, error: () => {}, complete: () => {} });

    // An idle keep-alive HTTP connection, as a browser keeps after a request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${gw!.url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    // Peers that vanished without closing (a phone that lost its network, a frozen tab): they never answer
    // the WebSocket close frame nor the server's FIN, so only the server can end those connections.
    const vanishedWs = new WebSocket(gw!.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    await new Promise((r) => vanishedWs.once('open', r));
    vanishedWs.on('error', () => {});
    (vanishedWs as unknown as { _socket: net.Socket })._socket.pause();
    const vanishedHttp = net.connect(Number(new URL(gw!.url).port), '127.0.0.1');
    await new Promise((r) => vanishedHttp.once('connect', r));
    vanishedHttp.on('error', () => {});
    vanishedHttp.pause();
    await new Promise((r) => setTimeout(r, 300));

    const started = Date.now();
    gw!.child.kill('SIGTERM');
    const code = await Promise.race([
      gw!.exited,
      new Promise<string>((r) => setTimeout(() => r('still running after 5 s'), 5_000)),
    ]);
    const ms = Date.now() - started;
    agent.destroy();
    vanishedWs.terminate();
    vanishedHttp.destroy();
    expect(code, gw!.output().slice(-3000)).toBe(0);
    expect(ms).toBeLessThan(5_000);
    expect(closeCode).toBe(1001);
    expect(gw!.output()).toContain('"msg":"bye"');
    // A normal shutdown logs nothing at error level (pino: 50 error, 60 fatal).
    const errors = gw!
      .output()
      .split('\n')
      .filter((line) => /^\{.*"level":(5|6)\d\b/.test(line));
    expect(errors).toEqual([]);
    client.dispose();
  }, 30_000);
});
