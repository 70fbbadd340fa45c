import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './logger.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { seedOnStart } from './seed/startup.js';
import { createPubSub } from './pubsub.js';
import { startApp } from './server.js';

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
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    logger,
  });
  await migrateDatabase(database);
  logger.info({ database: database.kind, ms: Date.now() - started }, 'database ready');

  await seedOnStart(database, config, (msg, data) => logger.info(data ?? {}, msg));

  const pubsub = await createPubSub(config.REDIS_URL, logger);
  const app = await startApp({ config, database, pubsub, logger });
  logger.info({ url: config.PUBLIC_URL, port: config.PORT, ms: Date.now() - started }, 'gateway listening');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.stop();
    await pubsub.close();
    await database.close();
    logger.info('bye');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
