import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerDatabaseUrl } from '../../test/workerDatabase.js';
import pino from 'pino';
import { desc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { migrateDatabase, openDatabase, type Database } from '../../db/client.js';
import { createPubSub, type PubSub } from '../../pubsub.js';
import { startApp, type App } from '../../server.js';
import { seedCities } from '../../seed/index.js';
import { devEmails, outbox, users } from '../../db/schema/index.js';
import { uid } from '../../test/factories.js';
import { testClientAddress } from '../../test/harness.js';

/** A production-mode gateway with the real (dev-outbox) mailer and a logger we can read. */
let app: App;
let database: Database;
let pubsub: PubSub;
const lines: string[] = [];

beforeAll(async () => {
  const url = await workerDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(48),
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'trace',
    MEDIA_DIR: './.data/test-media',
    CLIENT_DIST: './.data/no-client',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: 'memory://', poolSize: 3 });
  if (!url) {
    await migrateDatabase(database);
    await seedCities(database.db);
  }
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'trace' }, stream);
  pubsub = await createPubSub(undefined, logger);
  app = await startApp({ config, database, pubsub, logger });
});
afterAll(async () => {
  await app?.stop();
  await pubsub?.close();
  await database?.close();
});

const address = testClientAddress();
async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return JSON.stringify(await res.json());
}

describe('secrets in production', () => {
  it('never logs or echoes passwords, codes, session or reset tokens', async () => {
    const email = `segreti-${uid()}@test.festalocation.it`;
    const password = 'Segretissima!42';
    const answers: string[] = [];
    answers.push(
      await gql(`mutation ($i: RegisterInput!) { register(input: $i) }`, {
        i: {
          email,
          password,
          termsAccepted: true,
          privacyAccepted: true,
          marketingConsent: false,
          profilingConsent: false,
        },
      }),
    );
    answers.push(await gql(`mutation { requestVerification(email: "${email}") { resendAfterSeconds } }`));
    // The code goes out through the outbox, after commit.
    await app.outbox.settled();
    const [mail] = await database.db
      .select()
      .from(devEmails)
      .where(eq(devEmails.to, email))
      .orderBy(desc(devEmails.createdAt));
    const code = /(\d{6})/.exec(mail!.text)![1]!;
    answers.push(
      await gql(
        `mutation { verifyEmailOtp(input: { email: "${email}", otp: "${code === '999999' ? '999998' : '999999'}" }) { token } }`,
      ),
    );
    const verified = await gql(
      `mutation { verifyEmailOtp(input: { email: "${email}", otp: "${code}" }) { token } }`,
    );
    const token = JSON.parse(verified).data.verifyEmailOtp.token as string;
    answers.push(
      await gql(
        `mutation { login(input: { email: "${email}", password: "Sbagliata!${password}" }) { token } }`,
      ),
    );
    answers.push(
      await gql(
        `mutation { resetPassword(input: { resetToken: "fake-${token}", newPassword: "${password}" }) }`,
      ),
    );
    answers.push(
      await gql(
        `mutation { updatePassword(input: { currentPassword: "${password}", newPassword: "${password}", confirmPassword: "${password}" }) }`,
        {},
        token,
      ),
    );
    answers.push(await gql(`query { viewer { user { email } } }`, {}, `${token}x`));
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    // The outbox never holds the code: the worker issues it as it sends the mail.
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const queued = await database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'code'->>'userId' = ${user!.id}`);
    expect(queued.length).toBeGreaterThan(0);
    expect(JSON.stringify(queued)).not.toContain(code);
    for (const secret of [password, code, token]) {
      expect(log).not.toContain(secret);
      for (const a of answers) expect(a).not.toContain(secret);
    }
  });
});
