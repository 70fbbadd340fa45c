import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './logger.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { seedOnStart } from './seed/startup.js';
import { createPubSub } from './pubsub.js';
import { startApp } from './server.js';
import { startTracing } from './observability/startTracing.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const started = Date.now();
  const tracing = await startTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
  });
  // The collector's origin only: an address may carry credentials.
  if (tracing)
    logger.info(
      { collector: new URL(config.OTEL_EXPORTER_OTLP_ENDPOINT!).origin },
      'traces exported over OTLP',
    );
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    logger,
    tracing,
  });
  await migrateDatabase(database);
  logger.info({ database: database.kind, ms: Date.now() - started }, 'database ready');

  await seedOnStart(database, config, (msg, data) => logger.info(data ?? {}, msg));

  const pubsub = await createPubSub(config.REDIS_URL, logger);
  const app = await startApp({ config, database, pubsub, logger, tracing });
  logger.info({ url: config.PUBLIC_URL, port: config.PORT, ms: Date.now() - started }, 'gateway listening');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Every step below is bounded; this only catches a bug in one of them.
    const force = setTimeout(() => {
      logger.error('shutdown did not finish in 10 s: forcing exit');
      process.exit(1);
    }, 10_000);
    force.unref();
    let code = 0;
    for (const [what, step] of [
      ['http, sockets and outbox', () => app.stop()],
      ['redis', () => pubsub.close()],
      ['database', () => database.close()],
      ['traces', async () => tracing?.shutdown()],
    ] as const) {
      try {
        await within(3_000, step());
      } catch (err) {
        code = 1;
        logger.error(
          { err: err instanceof Error ? err.message : String(err), step: what },
          'shutdown step failed',
        );
      }
    }
    logger.info('bye');
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Resolves or rejects with the promise, or rejects once `ms` have passed. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
