import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from './paths.js';
import { createOwnDatabase, startTestGateway, type TestGateway } from './test/harness.js';
import { CREATE, inDays, input, scenario } from './test/quotes.js';
import { LOGIN, type LoginData } from './test/auth.js';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from './test/fakeS3.js';

// The operator's scripts, run as `npm run backup` / `npm run restore` run them (tsx, the gateway's env).
const exec = promisify(execFile);
const script = (name: string, args: string[], env: Record<string, string>) =>
  exec(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  });

const LOCATION = `query ($slug: String!) { location(idOrSlug: $slug) {
  id slug name city address openingDays eventTypes
  ambients { slug name capacity rentPriceCents rentDuration images { imageUrl } }
  services { slug name pricePerPersonCents ambientIncluded }
} }`;
const SEARCH = `query { searchLocations(filters: { city: "Milano" }, first: 50) { items { slug name } } }`;
const REQUEST = `query ($id: ID!) { quoteRequest(id: $id) {
  id number status totalCents guests date ambients { name priceCents } services { name priceCents }
} }`;

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const shared = inject('testDatabaseUrl');
// The scripts run PostgreSQL's own client tools, on a PostgreSQL server: a green run says when they could not.
const pgTools = spawnSync('pg_dump', ['--version']).status === 0;
if (!shared || !pgTools)
  console.warn(
    `[backup.test.ts] SKIPPED: ${shared ? 'pg_dump is not on the PATH (postgresql-client)' : 'no PostgreSQL server (TEST_DATABASE_URL)'}`,
  );
const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!shared || !pgTools)('backup and restore', () => {
  it('restores into a fresh database what was backed up: the same answers, sign-in, sessions and media', async () => {
    const mediaA = tmp('festa-media-a-');
    const a = await startTestGateway({ MEDIA_DIR: mediaA }, { isolated: true });
    cleanup.push(() => a.stop());
    const sc = await scenario(a);
    const created = await a.gql<{ createQuoteRequest: { id: string } }>(
      CREATE,
      { input: input(sc, { services: sc.serviceIds }) },
      { token: sc.guestToken },
    );
    const requestId = created.data!.createQuoteRequest.id;
    const upload = `uploads/${sc.host.id}/${Date.now()}-0a1b2c3d.webp`;
    const bytes = randomBytes(2048);
    fs.mkdirSync(path.dirname(path.join(mediaA, upload)), { recursive: true });
    fs.writeFileSync(path.join(mediaA, upload), bytes);

    const served = (gw: TestGateway, token: string) =>
      Promise.all([
        gw.gql(LOCATION, { slug: sc.location.slug }),
        gw.gql(SEARCH),
        gw.gql(REQUEST, { id: requestId }, { token }),
      ]);
    const before = await served(a, sc.guestToken);
    expect(before.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(before[0].data).toMatchObject({ location: { ambients: [{ images: [{}] }, { images: [{}] }] } });
    expect(before[2].data).toMatchObject({ quoteRequest: { id: requestId } });

    const backups = tmp('festa-backups-');
    await script('backup', [backups], { DATABASE_URL: a.config.DATABASE_URL!, MEDIA_DIR: mediaA });
    const [backup] = fs.readdirSync(backups);
    expect(backup).toMatch(/^festalocation-\d{8}T\d{6}Z$/);
    // Written after the backup: it must not come back.
    await a.gql(CREATE, { input: input(sc, { date: inDays(40) }) }, { token: sc.guestToken });

    const target = await createOwnDatabase(shared!);
    cleanup.push(() => target.drop());
    const mediaB = tmp('festa-media-b-');
    const restore = await script('restore', [path.join(backups, backup!)], {
      DATABASE_URL: target.url,
      MEDIA_DIR: mediaB,
    });
    expect(restore.stdout).toMatch(/as many as the backup took/);

    const b = await startTestGateway({ DATABASE_URL: target.url, MEDIA_DIR: mediaB });
    cleanup.push(() => b.stop());
    // The guest's session was backed up too: the same token reads the same request on the restored data.
    expect(await served(b, sc.guestToken)).toEqual(before);
    const login = await b.gql<LoginData>(LOGIN, {
      input: { email: sc.host.email, password: sc.host.password },
    });
    expect(login.data?.login.token).toBeTruthy();
    const media = await fetch(`${b.url}/media/${upload}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);

    // A second restore into the now full database is refused rather than mixed into it.
    await expect(
      script('restore', [path.join(backups, backup!)], { DATABASE_URL: target.url, MEDIA_DIR: mediaB }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/not empty/) });
  });

  it('copies every object of the bucket, with its content type, into the bucket of the restore', async () => {
    const [from, to] = await Promise.all([startFakeS3('festa-live'), startFakeS3('festa-restored')]);
    cleanup.push(
      () => from.close(),
      () => to.close(),
    );
    const objects = {
      'uploads/1f0c7a52-8d7e-4f4e-9a51-3c2b1d0e9f8a/1700000000000-0a1b2c3d.webp': 'image/webp',
      'conversations/attachment-1.pdf': 'application/pdf',
      'uploads/1f0c7a52-8d7e-4f4e-9a51-3c2b1d0e9f8a/1700000000000-0a1b2c3d-thumb.webp': 'image/webp',
    };
    for (const [key, type] of Object.entries(objects))
      from.objects.set(key, { body: randomBytes(512), type, modified: new Date() });
    const s3 = (bucket: string, endpoint: string) => ({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: FAKE_S3_CREDENTIALS.region,
      S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
      MEDIA_DIR: tmp('festa-media-empty-'),
    });
    const [source, target] = await Promise.all([createOwnDatabase(shared!), createOwnDatabase(shared!)]);
    cleanup.push(
      () => source.drop(),
      () => target.drop(),
    );
    const backups = tmp('festa-backups-');
    await script('backup', [backups], { DATABASE_URL: source.url, ...s3('festa-live', from.endpoint) });
    const [backup] = fs.readdirSync(backups);
    await script('restore', [path.join(backups, backup!)], {
      DATABASE_URL: target.url,
      ...s3('festa-restored', to.endpoint),
    });
    expect([...to.objects.keys()].sort()).toEqual(Object.keys(objects).sort());
    for (const [key, type] of Object.entries(objects)) {
      expect(to.objects.get(key)!.type).toBe(type);
      expect(to.objects.get(key)!.body.equals(from.objects.get(key)!.body)).toBe(true);
    }
  });
});
