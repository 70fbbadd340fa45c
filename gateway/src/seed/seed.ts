import bcrypt from 'bcrypt';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, DAYS, EVENT_TYPES, normalizeForSearch, slugify } from '@festa/domain';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { refreshLocationAggregates } from '../modules/locations/service.js';
import { loadComuni } from './cities.js';
import * as d from './data.js';
import { ImageRenderer, SEED_PHOTOS } from './images.js';
import {
  ambientKind,
  coverStyle,
  galleryPicture,
  poolStyle,
  POOL_VARIANTS,
  servicePicture,
} from './pictures.js';
import { reviewsOf } from './reviews.js';
import type { SceneKind } from './scenes.js';
import { seedQuotes } from './quotes.js';
import { seedCatalogue } from './catalogue.js';
import { BCRYPT_COST } from '../modules/auth/passwords.js';

/** Ambients shown with an outdoor photograph rather than a drawn picture (a winter garden is indoors). */
const OUTDOOR_AMBIENT = /giardino(?! d'inverno)|prato|terrazza|veranda/i;

export const DEMO_ACCOUNTS = {
  guest: { email: 'ospite@festalocation.it', password: 'Ospite!2025', fullName: 'Giulia Bianchi' },
  host: { email: 'host@festalocation.it', password: 'Host!2025', fullName: 'Marco Rossi' },
  admin: {
    email: 'admin@festalocation.it',
    password: 'Admin!2025',
    fullName: 'Amministrazione Festalocation',
  },
} as const;

const BASE_DATE = '2026-12-01';
/** The demo host's second live location is an early adopter, free until this day, then at the reduced price. */
const EARLY_ADOPTER_END = addDays(BASE_DATE, 120);
const EVENT_KEYS = EVENT_TYPES.map((e) => e.key);
const ALL_DAYS = DAYS.map((day) => day.key);
const DAY_SETS: (readonly string[])[] = [
  ALL_DAYS,
  ALL_DAYS,
  ['FRIDAY', 'SATURDAY', 'SUNDAY'],
  ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
  ['SATURDAY', 'SUNDAY'],
  ['MONDAY', 'WEDNESDAY', 'FRIDAY', 'SATURDAY'],
];

export interface SeedSummary {
  users: number;
  locations: number;
  publicLocations: number;
  cities: number;
}

async function summary(db: Db): Promise<SeedSummary> {
  const [row] = await db
    .execute<{ users: number; locations: number; public: number; cities: number }>(
      sql`
    select (select count(*)::int from users) as users, (select count(*)::int from locations) as locations,
           (select count(*)::int from locations where is_public) as public, (select count(*)::int from cities) as cities`,
    )
    .then((r) => r.rows);
  return { users: row!.users, locations: row!.locations, publicLocations: row!.public, cities: row!.cities };
}

/** The demo marketplace. Deterministic (seeded PRNG, fixed base date) and a no-op when already seeded. */
export async function seed(
  db: Db,
  opts: { mediaDir: string; log?: (msg: string) => void },
): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  const [already] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, DEMO_ACCOUNTS.host.email));
  if (already) return summary(db);

  const rng = d.mulberry32(20250826);
  const images = new ImageRenderer(opts.mediaDir);
  const comuni = new Map(loadComuni().map((c) => [c.nome, c]));
  const now = new Date(`${BASE_DATE}T09:00:00Z`);

  await db.transaction(async (tx) => {
    // The cost of real accounts: a cheaper one would let sign-in timing pick out the demo accounts.
    const hash = (pw: string) => bcrypt.hash(pw, BCRYPT_COST);
    const consent = { termsAcceptedAt: now, privacyAcceptedAt: now, completedAt: now, isVerified: true };
    const [guest, host] = await tx
      .insert(t.users)
      .values([
        {
          ...consent,
          email: DEMO_ACCOUNTS.guest.email,
          passwordHash: await hash(DEMO_ACCOUNTS.guest.password),
          fullName: DEMO_ACCOUNTS.guest.fullName,
          city: 'Milano',
          birthDate: '1992-04-18',
          phoneNumber: '+39 347 1122334',
          marketingConsentAt: now,
          profilingConsentAt: now,
        },
        {
          ...consent,
          email: DEMO_ACCOUNTS.host.email,
          passwordHash: await hash(DEMO_ACCOUNTS.host.password),
          fullName: DEMO_ACCOUNTS.host.fullName,
          city: 'Roma',
          birthDate: '1980-09-02',
          phoneNumber: '+39 333 9988776',
        },
        {
          ...consent,
          email: DEMO_ACCOUNTS.admin.email,
          passwordHash: await hash(DEMO_ACCOUNTS.admin.password),
          fullName: DEMO_ACCOUNTS.admin.fullName,
          isAdmin: true,
        },
      ])
      .returning();
    const otherHash = await hash('demo-host-without-login');
    const hosts = await tx
      .insert(t.users)
      .values(
        d.HOST_NAMES.map((fullName, i) => ({
          ...consent,
          fullName,
          email: `${slugify(fullName)}.${i}@host.festalocation.it`,
          passwordHash: otherHash,
        })),
      )
      .returning({ id: t.users.id });
    void guest;

    const { tagRows, activityRows, serviceTypeRows } = await seedCatalogue(tx);
    const serviceTypeId = new Map(serviceTypeRows.map((r) => [r.name, r.id]));
    await tx.insert(t.partners).values(
      d.PARTNERS.map((p, i) => ({
        ...p,
        position: i,
        imageUrl: images.logo(p.name, 100 + i),
      })),
    );
    await tx.insert(t.subscriptionPlans).values([
      { id: 'price_demo_month', type: 'month', amountCents: 2900, currency: 'eur' },
      { id: 'price_demo_year', type: 'year', amountCents: 29000, currency: 'eur' },
    ]);
    // 70 public + 3 pending + 3 approved-but-unsubscribed, spread over 14 cities.
    const total = 76;
    let vatSeq = 1000000;
    // The comune each location stands in, as the city field of the host's forms picks it.
    const cityIds = new Map(
      (
        await tx
          .select({ id: t.cities.id, code: t.cities.code })
          .from(t.cities)
          .where(
            inArray(
              t.cities.code,
              d.CITIES.map((c) => comuni.get(c)!.codice),
            ),
          )
      ).map((c) => [c.code, c.id]),
    );
    const hostNames = new Map(hosts.map((h, k) => [h.id, d.HOST_NAMES[k]!]));
    const pooled = (p: ReturnType<typeof poolStyle>) => images.scene(p.name, p.style, p.seed);
    // Reviews are dated before the seed ran, whatever the fixed base date of the bookings.
    const seededAt = new Date();
    let previousCover: SceneKind | null = null;
    for (let i = 0; i < total; i++) {
      const city = d.CITIES[i % d.CITIES.length]!;
      const comune = comuni.get(city)!;
      // Name i mod 24 with city i mod 14 never repeats a pair below 168 locations.
      const name =
        i < d.VENUE_NAMES.length ? d.VENUE_NAMES[i]! : `${d.VENUE_NAMES[i % d.VENUE_NAMES.length]!} ${city}`;
      const locationType = d.pick(rng, ['HORECA', 'HORECA', 'PRIVATE', 'PUBLIC'] as const);
      const pending = i >= 70 && i < 73;
      const unsubscribed = i >= 73;
      // The demo host also owns the first approved-but-unsubscribed location, to try paying for it.
      const picked = i === 0 || i === 1 ? host!.id : d.pick(rng, hosts).id;
      const ownerId = i === 73 ? host!.id : picked;
      const timingMode = d.pick(rng, ['TIME_RANGE', 'TIME_RANGE', 'FULL_DAY', 'ON_REQUEST'] as const);
      const vat = locationType === 'HORECA' ? d.withVatCheckDigit(String(vatSeq++).padStart(10, '0')) : null;
      // Drawn in the order the row's fields always drew them, so every other demo value stays as it was.
      const description = d.pick(rng, d.DESCRIPTIONS);
      const note = rng() < 0.4 ? 'Ultimo ingresso ospiti entro le 23:00.' : null;
      const address = `${d.pick(rng, ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via dei Mille', 'Viale Europa'])} ${d.int(rng, 1, 180)}`;
      const owner = ownerId === host!.id ? DEMO_ACCOUNTS.host.fullName : hostNames.get(ownerId)!;
      const cover = coverStyle(i, name, previousCover);
      previousCover = cover.kind;
      const [loc] = await tx
        .insert(t.locations)
        .values({
          ownerId,
          slug: slugify(`${name} ${city}`) + (i >= d.VENUE_NAMES.length ? `-${i}` : ''),
          name,
          nameNormalized: normalizeForSearch(name),
          description,
          note,
          address,
          city,
          cityId: cityIds.get(comune.codice) ?? null,
          cityNormalized: normalizeForSearch(city),
          province: comune.provincia.nome,
          cap: comune.cap[0]!,
          locationType,
          ambientType: d.pick(rng, ['CLOSE', 'OPEN', 'BOTH'] as const),
          ambientCapacity: d.int(rng, 1, 5),
          vatNumber: vat,
          pec: vat ? `${slugify(name)}@pec.it` : null,
          sdiCode: vat ? 'M5UXCR1' : null,
          // Who is invoiced: a company for a partita IVA, else the owner; the office is the venue.
          legalName: vat ? `${name} ${d.COMPANY_FORMS[i % d.COMPANY_FORMS.length]}` : owner,
          legalAddress: address,
          legalCityId: cityIds.get(comune.codice) ?? null,
          legalCity: city,
          legalProvince: comune.sigla,
          legalCap: comune.cap[0]!,
          phoneNumber: `+39 0${d.int(rng, 2, 9)} ${d.int(rng, 1000000, 9999999)}`,
          whatsapp: rng() < 0.6 ? `+39 3${d.int(rng, 20, 49)} ${d.int(rng, 1000000, 9999999)}` : null,
          visibleContacts: rng() < 0.8,
          timingMode,
          approvalStatus: pending ? 'PENDING' : 'APPROVED',
          subscriptionType: i === 1 ? 'REDUCED_PRICE' : i % 9 === 4 ? 'FREE_FOREVER' : 'STANDARD',
          earlyAdopterEndDate: i === 1 ? EARLY_ADOPTER_END : null,
          subscriptionStatus: pending || unsubscribed ? 'INACTIVE' : 'ACTIVE',
          highlighted: i % 7 === 3,
          // Two venues in three have a logo (the demo host's all do): the rest show the app's placeholder.
          logoUrl: i % 3 !== 2 || ownerId === host!.id ? images.logo(name, i) : null,
          publishedAt: pending || unsubscribed ? null : new Date(now.getTime() - i * 4 * 86_400_000),
        })
        .returning({ id: t.locations.id, subscriptionType: t.locations.subscriptionType });
      const id = loc!.id;
      // Locations waiting for approval wait in the moderation queue too, as a real submission does.
      if (pending) await tx.insert(t.platformTasks).values({ kind: 'REVIEW_NEW_LOCATION', locationId: id });

      if (timingMode === 'TIME_RANGE') {
        await tx.insert(t.locationTimeRanges).values(
          rng() < 0.5
            ? [{ locationId: id, startTime: '09:00', endTime: '18:00' }]
            : [
                { locationId: id, startTime: '12:00', endTime: '15:00' },
                { locationId: id, startTime: '19:00', endTime: '23:59' },
              ],
        );
      }
      await tx
        .insert(t.locationOpeningDays)
        .values(d.pick(rng, DAY_SETS).map((day) => ({ locationId: id, day })));
      await tx
        .insert(t.locationEventTypes)
        .values(
          d.sample(rng, EVENT_KEYS, d.int(rng, 2, 4)).map((eventType) => ({ locationId: id, eventType })),
        );
      await tx
        .insert(t.locationTags)
        .values(d.sample(rng, tagRows, d.int(rng, 2, 5)).map((tag) => ({ locationId: id, tagId: tag.id })));
      const acts = activityRows.filter((a) => a.locationType === locationType);
      await tx
        .insert(t.locationActivityTypes)
        .values(d.sample(rng, acts, d.int(rng, 1, 2)).map((a) => ({ locationId: id, activityTypeId: a.id })));
      const gallery = d.int(rng, 2, 6);
      await tx.insert(t.locationImages).values(
        Array.from({ length: gallery }, (_, k) => ({
          locationId: id,
          position: k,
          // The cover is the venue's own picture; the rest are related views from a small pool.
          url: k === 0 ? images.scene(`cover-${i}`, cover, i) : pooled(galleryPicture(cover.kind, i, k)),
        })),
      );

      const ambientNames = d.sample(rng, d.AMBIENT_NAMES, d.int(rng, 1, 5));
      const ambientRows = await tx
        .insert(t.ambients)
        .values(
          ambientNames.map((ambientName) => ({
            locationId: id,
            slug: slugify(ambientName),
            name: ambientName,
            ambientType: d.pick(rng, ['CLOSE', 'OPEN', 'BOTH'] as const),
            capacity: d.int(rng, 2, 30) * 10,
            rentPriceCents: rng() < 0.25 ? 0 : d.int(rng, 2, 60) * 5000,
            rentDuration: rng() < 0.3 ? 'HALF' : 'FULL',
            description: `${ambientName}: uno spazio curato e versatile, adatto a feste da pochi intimi a grandi ricevimenti.`,
          })),
        )
        .returning({ id: t.ambients.id, name: t.ambients.name });
      const serviceCount = ambientRows.length && d.int(rng, 0, 6);
      const chosen = d.sample(rng, d.SERVICES, serviceCount);
      const serviceRows = chosen.length
        ? await tx
            .insert(t.services)
            .values(
              chosen.map((s) => ({
                locationId: id,
                slug: slugify(s.name),
                name: s.name,
                serviceTypeId: serviceTypeId.get(s.type)!,
                pricePerPersonCents: d.int(rng, s.min, s.max) * 100,
                ambientIncluded: !!s.included,
                description: `${s.name} curato dal nostro staff, personalizzabile su richiesta.`,
                allergens:
                  s.type === 'Buffet' || s.type === 'Catering' || s.type === 'Torta'
                    ? 'Glutine, lattosio, frutta a guscio'
                    : null,
              })),
            )
            .returning({ id: t.services.id })
        : [];
      const ambientImages = ambientRows.flatMap((a, k) =>
        Array.from({ length: d.int(rng, 0, 2) }, (_, n) => ({
          ambientId: a.id,
          position: n,
          // Open-air ambients get a photograph; the choice follows the indices, never the generator, so the
          // rest of the seed draws the same numbers as before.
          url: OUTDOOR_AMBIENT.test(a.name)
            ? images.photo(SEED_PHOTOS.outdoor[(i + k + n) % SEED_PHOTOS.outdoor.length]!)
            : pooled(poolStyle(ambientKind(a.name), (i + k + n) % POOL_VARIANTS)),
        })),
      );
      if (ambientImages.length) await tx.insert(t.ambientImages).values(ambientImages);
      // Flowers have photographs; every other service a drawing of its kind (a cake, a bar, a DJ's console…).
      const serviceImages = serviceRows.flatMap((row, k) => {
        const drawn = servicePicture(chosen[k]!.type, i, k);
        if (drawn)
          return [{ serviceId: row.id, position: 0, url: images.service(drawn.subject, drawn.variant) }];
        return [0, 1].map((n) => ({
          serviceId: row.id,
          position: n,
          url: images.photo(SEED_PHOTOS.flowers[(i + n) % SEED_PHOTOS.flowers.length]!),
        }));
      });
      if (serviceImages.length) await tx.insert(t.serviceImages).values(serviceImages);
      const blocked = ambientRows.flatMap((a) =>
        d
          .sample(
            rng,
            Array.from({ length: 90 }, (_, k) => addDays(BASE_DATE, k)),
            d.int(rng, 0, 6),
          )
          .map((date) => ({ ambientId: a.id, date })),
      );
      if (blocked.length) await tx.insert(t.ambientUnavailabilities).values(blocked);
      const blockedServices = serviceRows.flatMap((s) =>
        rng() < 0.3 ? [{ serviceId: s.id, date: addDays(BASE_DATE, d.int(rng, 0, 89)) }] : [],
      );
      if (blockedServices.length)
        await tx.insert(t.serviceUnavailabilities).values(blockedServices).onConflictDoNothing();

      await tx.insert(t.reviews).values(reviewsOf(rng, id, i, seededAt));
      await refreshLocationAggregates(tx, id);
    }
  });
  await images.flush();
  await seedQuotes(db, DEMO_ACCOUNTS.host.email, DEMO_ACCOUNTS.guest.email, BASE_DATE);
  const result = await summary(db);
  log(`seed: ${result.publicLocations} public locations of ${result.locations}, ${result.users} users`);
  return result;
}
