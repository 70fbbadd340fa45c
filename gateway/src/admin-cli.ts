import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { createAdmin } from './modules/auth/admin.js';

// `npm run admin:create -- email`: with the gateway's own environment (DATABASE_URL, JWT_SECRET, SMTP_URL).
const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error('usage: npm run admin:create -- <email>');
  process.exit(2);
}
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  poolSize: 2,
  logger,
});
try {
  await migrateDatabase(database);
  const outcome = await createAdmin(database.db, { secret: config.jwtSecret }, email);
  console.log(
    outcome === 'promoted'
      ? `${email} is now an administrator.`
      : `${email} is an administrator without a password: the running gateway mails a password-reset ` +
          `code to it within seconds; its owner sets the password with 'Recupera' in the login dialog.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
