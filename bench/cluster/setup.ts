// The cluster test's marketplace: a fresh database on the given PostgreSQL server, hosts each with a public
// location in Milano, and signed-in guests, with session tokens the gateways accept (the test secret).
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../gateway/src/config.js';
import { migrateDatabase, openDatabase, type Database } from '../../gateway/src/db/client.js';
import { ambients } from '../../gateway/src/db/schema/index.js';
import { openSession } from '../../gateway/src/modules/auth/session.js';
import { buildLocation, buildUser } from '../../gateway/src/test/factories.js';
import type { Target } from './load.js';

export interface Marketplace {
  url: string;
  database: Database;
  hosts: (Target & { userId: string; token: string })[];
  guestTokens: string[];
  drop(): Promise<void>;
}

export async function createMarketplace(
  serverUrl: string,
  hostCount: number,
  guestCount: number,
): Promise<Marketplace> {
  const name = `festa_cluster_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await migrateDatabase(database);
  const db = database.db;
  const config = loadConfig({ NODE_ENV: 'test' });
  const tokenCfg = {
    secret: config.jwtSecret,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttlDays: 1,
  };
  const hosts: Marketplace['hosts'] = [];
  for (let i = 0; i < hostCount; i++) {
    const user = await buildUser(db, { fullName: `Host ${i}` });
    const location = await buildLocation(db, {
      ownerId: user.id,
      name: `Villa Cluster ${i}`,
      ambients: [{ capacity: 100 }],
    });
    const [ambient] = await db.select().from(ambients).where(eq(ambients.locationId, location.id));
    const { token } = await openSession(db, tokenCfg, user, { role: 'HOST' });
    hosts.push({ userId: user.id, token, locationId: location.id, ambientId: ambient!.id });
  }
  const guestTokens: string[] = [];
  for (let i = 0; i < guestCount; i++) {
    const user = await buildUser(db, { fullName: `Ospite ${i}` });
    guestTokens.push((await openSession(db, tokenCfg, user, { role: 'GUEST' })).token);
  }
  return {
    url: url.toString(),
    database,
    hosts,
    guestTokens,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
