import { randomUUID } from 'node:crypto';
import bcrypt from 'bcrypt';
import { eq } from 'drizzle-orm';
import { normalizeForSearch } from '@festa/domain';
import type { Db } from '../db/client.js';
import {
  activityTypes,
  ambientImages,
  ambients,
  ambientUnavailabilities,
  locationActivityTypes,
  locationEventTypes,
  locationImages,
  locationOpeningDays,
  locations,
  locationTags,
  services,
  serviceTypes,
  tags,
  users,
} from '../db/schema/index.js';
import type { LocationRow, UserRow } from '../db/rows.js';
import { refreshLocationAggregates } from '../modules/locations/service.js';
import { openSession } from '../modules/auth/session.js';
import type { TestGateway } from './harness.js';

export const uid = () => randomUUID().slice(0, 8);
const FAST_HASH_COST = 4;

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = 'Segreta!123', ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: `utente-${uid()}@test.festalocation.it`,
      passwordHash: await bcrypt.hash(password, FAST_HASH_COST),
      isVerified: true,
      fullName: 'Anna Verdi',
      city: 'Milano',
      birthDate: '1990-05-10',
      completedAt: new Date(),
      termsAcceptedAt: new Date(),
      privacyAcceptedAt: new Date(),
      ...rest,
    })
    .returning();
  return { ...row!, password };
}

export async function tokenFor(gw: TestGateway, user: UserRow, role: 'HOST' | 'GUEST' = 'GUEST') {
  const { token } = await openSession(
    gw.database.db,
    {
      secret: gw.config.jwtSecret,
      issuer: gw.config.JWT_ISSUER,
      audience: gw.config.JWT_AUDIENCE,
      ttlDays: 1,
    },
    user,
    { role },
  );
  return token;
}

export async function buildTag(db: Db, name = `Tag ${uid()}`) {
  const [row] = await db.insert(tags).values({ name }).returning();
  return row!;
}

export async function buildActivityType(db: Db, name = `Attività ${uid()}`, locationType = 'HORECA') {
  const [row] = await db.insert(activityTypes).values({ name, locationType }).returning();
  return row!;
}

export async function buildServiceType(db: Db, name = `Servizio ${uid()}`) {
  const [row] = await db.insert(serviceTypes).values({ name }).returning();
  return row!;
}

export interface LocationSpec extends Partial<typeof locations.$inferInsert> {
  ownerId?: string;
  ambients?: {
    name?: string;
    capacity?: number;
    rentPriceCents?: number;
    rentDuration?: 'HALF' | 'FULL';
    blocked?: string[];
  }[];
  services?: { name?: string; pricePerPersonCents?: number; ambientIncluded?: boolean }[];
  openingDays?: string[];
  eventTypes?: string[];
  tagIds?: number[];
  activityTypeIds?: number[];
  imageCount?: number;
}

const ALL_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** A public (approved, active) location by default, with one ambient; every piece can be overridden. */
export async function buildLocation(db: Db, spec: LocationSpec = {}): Promise<LocationRow> {
  const {
    ambients: ambientSpecs = [{}],
    services: serviceSpecs = [],
    openingDays = ALL_DAYS,
    eventTypes = ['ADULT_BIRTHDAY'],
    tagIds = [],
    activityTypeIds = [],
    imageCount = 1,
    ...overrides
  } = spec;
  const ownerId = overrides.ownerId ?? (await buildUser(db)).id;
  const name = overrides.name ?? `Villa Test ${uid()}`;
  const city = overrides.city ?? 'Milano';
  const [loc] = await db
    .insert(locations)
    .values({
      slug: `${normalizeForSearch(name).replace(/[^a-z0-9]+/g, '-')}-${uid()}`,
      address: 'Via Roma 1',
      province: 'Milano',
      cap: '20121',
      locationType: 'HORECA',
      phoneNumber: '+39 02 1234567',
      approvalStatus: 'APPROVED',
      subscriptionStatus: 'ACTIVE',
      publishedAt: new Date(),
      ...overrides,
      ownerId,
      name,
      city,
      nameNormalized: normalizeForSearch(name),
      cityNormalized: normalizeForSearch(city),
    })
    .returning();
  const location = loc!;
  const serviceType = serviceSpecs.length ? await buildServiceType(db) : null;
  for (const [i, a] of ambientSpecs.entries()) {
    const [amb] = await db
      .insert(ambients)
      .values({
        locationId: location.id,
        slug: `sala-${i + 1}`,
        name: a.name ?? `Sala ${i + 1}`,
        ambientType: 'CLOSE',
        capacity: a.capacity ?? 50,
        rentPriceCents: a.rentPriceCents ?? 50_000,
        rentDuration: a.rentDuration ?? 'FULL',
      })
      .returning();
    if (a.blocked?.length) {
      await db
        .insert(ambientUnavailabilities)
        .values(a.blocked.map((date) => ({ ambientId: amb!.id, date })));
    }
    await db.insert(ambientImages).values({ ambientId: amb!.id, url: `/media/test/${amb!.id}.webp` });
  }
  for (const [i, s] of serviceSpecs.entries()) {
    await db.insert(services).values({
      locationId: location.id,
      slug: `servizio-${i + 1}`,
      name: s.name ?? `Servizio ${i + 1}`,
      serviceTypeId: serviceType!.id,
      pricePerPersonCents: s.pricePerPersonCents ?? 2_500,
      ambientIncluded: s.ambientIncluded ?? false,
    });
  }
  if (openingDays.length)
    await db.insert(locationOpeningDays).values(openingDays.map((day) => ({ locationId: location.id, day })));
  if (eventTypes.length)
    await db
      .insert(locationEventTypes)
      .values(eventTypes.map((eventType) => ({ locationId: location.id, eventType })));
  if (tagIds.length)
    await db.insert(locationTags).values(tagIds.map((tagId) => ({ locationId: location.id, tagId })));
  if (activityTypeIds.length) {
    await db
      .insert(locationActivityTypes)
      .values(activityTypeIds.map((activityTypeId) => ({ locationId: location.id, activityTypeId })));
  }
  for (let i = 0; i < imageCount; i++) {
    await db
      .insert(locationImages)
      .values({ locationId: location.id, url: `/media/test/${location.id}-${i}.webp`, position: i });
  }
  await refreshLocationAggregates(db, location.id);
  const [fresh] = await db.select().from(locations).where(eq(locations.id, location.id));
  return fresh!;
}
