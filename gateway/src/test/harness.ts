import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import pino, { type Logger } from 'pino';
import pg from 'pg';
import { loadConfig, type Config } from '../config.js';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';
import { createPubSub, type PubSub } from '../pubsub.js';
import { startApp, type App } from '../server.js';
import { seedCities } from '../seed/index.js';
import { createRecordingMailer, type MailMessage } from '../mail/mailer.js';
import { createRecordingPush } from '../outbox/push.js';
import type { Tracing } from '../observability/tracing.js';

export interface TestGateway {
  app: App;
  url: string;
  database: Database;
  pubsub: PubSub;
  config: Config;
  /** Every e-mail the gateway sent, in order (a recording stand-in for SMTP); `gql` waits for the outbox. */
  mail: MailMessage[];
  /** Recording push stand-in: every message sent, and `failNext` to simulate an outage. */
  push: ReturnType<typeof createRecordingPush>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  stop(): Promise<void>;
}

/**
 * A client address of its own (198.18.0.0/15 is reserved for tests), sent as X-Forwarded-For through the
 * loopback proxy the gateway trusts: sign-in and code limits are kept per address over a day and the test
 * files share one database, so one file's wrong guesses must not throttle the next file's 127.0.0.1.
 */
export function testClientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** A real gateway on a random port over the test database (shared PostgreSQL, or a fresh in-memory PGlite). */
export async function startTestGateway(
  env: Record<string, string> = {},
  opts: {
    onStatement?: (sql: string) => void;
    /**
     * A database of its own (created, migrated, dropped at stop) instead of the shared one: for tests whose
     * effects reach every user (a new-location announcement), which would show in other files' feeds.
     */
    isolated?: boolean;
    /** Where the gateway logs (silent by default): tests that check what is logged pass a capturing one. */
    logger?: Logger;
    /** The mailer the configuration picks (SMTP_URL) instead of the recording one: `mail` stays empty. */
    configuredMailer?: boolean;
    /** Spans of requests, operations and statements (observability tests). */
    tracing?: Tracing;
  } = {},
): Promise<TestGateway> {
  const shared = inject('testDatabaseUrl');
  const own = opts.isolated && shared ? await createOwnDatabase(shared) : null;
  const url = own?.url ?? shared;
  // A stand-in client build, so gateway tests do not depend on `vite build` having run.
  const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-client-'));
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<!doctype html><html lang="it"><head><title>Festalocation</title><meta name="description" content="generico" /></head><body><div id="root"></div></body></html>',
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    MEDIA_DIR: './.data/test-media',
    // Tests run the sweep themselves (app.media.sweep), at the moment they choose.
    MEDIA_SWEEP_INTERVAL_MINUTES: '0',
    // Likewise the review invitations (app.reviews.invite).
    REVIEW_INVITE_INTERVAL_MINUTES: '0',
    // And the data exports and the retention job (app.privacy.exports / app.privacy.retention).
    DATA_EXPORT_INTERVAL_SECONDS: '0',
    RETENTION_INTERVAL_MINUTES: '0',
    // And the imported calendars' sync (app.calendarImports.sync).
    CALENDAR_IMPORT_INTERVAL_MINUTES: '0',
    CLIENT_DIST: clientDist,
    PUBLIC_URL: 'https://festalocation.test',
    // The Stripe stand-in keeps its objects in memory: each test gateway starts with an empty provider.
    STRIPE_STANDIN_STATE: '',
    // Social providers are unconfigured unless a test configures them or asks for the stand-in.
    SOCIAL_STANDIN: 'false',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: 'memory://',
    poolSize: 5,
    onStatement: opts.onStatement,
    tracing: opts.tracing,
  });
  if (!config.DATABASE_URL || own) {
    await migrateDatabase(database);
    await seedCities(database.db);
  }
  const logger = opts.logger ?? pino({ level: 'silent' });
  const pubsub = await createPubSub(config.REDIS_URL, logger);
  const mailer = createRecordingMailer();
  const push = createRecordingPush();
  const app = await startApp({
    config,
    database,
    pubsub,
    logger,
    push,
    tracing: opts.tracing,
    ...(opts.configuredMailer ? {} : { mailer }),
  });
  const address = testClientAddress();
  return {
    app,
    url: app.url,
    database,
    pubsub,
    config,
    mail: mailer.sent,
    push,
    async gql(query, variables, opts) {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(opts?.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as never;
      // Mail goes out after commit, in the background: by the time a test reads `mail`, what the
      // operation queued has been handed over (no query when nothing was queued).
      await app.outbox.settled();
      return body;
    },
    async stop() {
      await app.stop();
      await pubsub.close();
      await database.close();
      await own?.drop();
    },
  };
}

/** A fresh, empty PostgreSQL database next to the shared one (dropped with the gateway that asked for it). */
export async function createOwnDatabase(sharedUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `festa_iso_${Date.now()}_${randomInt(1_000_000)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
