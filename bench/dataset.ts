// Benchmark dataset: N public-ish locations (default 20,000) with ambients, services, opening days, event
// types, tags and a year of blocked dates, spread over the 400 most populous real comuni.
// Set-based SQL (generate_series), so 200,000 locations take minutes, not hours. Idempotent per N.
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../gateway/src/db/client.js';
import { seedCities } from '../gateway/src/seed/index.js';
import { ACTIVITY_TYPES, SERVICE_TYPES, TAGS } from '../gateway/src/seed/data.js';

export const BENCH_ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchDatabaseUrl(n: number): string {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/festa_bench_${n}`;
  return url.toString();
}

async function ensureDatabase(n: number) {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  const name = `festa_bench_${n}`;
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
}

/** Creates (once) and returns the URL of a database holding n generated locations. */
export async function ensureDataset(n: number, log = console.log): Promise<string> {
  await ensureDatabase(n);
  const url = benchDatabaseUrl(n);
  const database = await openDatabase({ url, poolSize: 2 });
  await migrateDatabase(database);
  await database.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: string }>(
      `select count(*) n from locations where slug like 'bench-%'`,
    );
    if (Number(rows[0]!.n) === n) return url;
    const t0 = performance.now();
    log(`[dataset] generating ${n} locations in festa_bench_${n}…`);
    const citiesDb = await openDatabase({ url, poolSize: 1 });
    await seedCities(citiesDb.db);
    await citiesDb.close();
    await c.query('begin');
    await c.query(`delete from locations where slug like 'bench-%'`);
    await c.query(
      `insert into users (email, is_verified, full_name) values ('bench-host@festalocation.it', true, 'Bench Host')
       on conflict do nothing`,
    );
    for (const name of TAGS)
      await c.query('insert into tags (name) values ($1) on conflict do nothing', [name]);
    for (const name of SERVICE_TYPES)
      await c.query('insert into service_types (name) values ($1) on conflict do nothing', [name]);
    for (const [type, names] of Object.entries(ACTIVITY_TYPES))
      for (const name of names)
        await c.query(
          `insert into activity_types (name, location_type)
           select $1, $2 where not exists (select 1 from activity_types where name = $1 and location_type = $2)`,
          [name, type],
        );
    await c.query(`create temp table bench_cities as
      select row_number() over (order by population desc) - 1 as idx, id, name, name_normalized, province, caps[1] as cap
      from cities order by population desc limit 400`);
    // ~92% public: the rest pending, or approved without an active subscription.
    await c.query(
      `insert into locations (owner_id, slug, name, name_normalized, description, address, city, city_normalized, city_id,
         province, cap, location_type, phone_number, whatsapp, visible_contacts, timing_mode, approval_status,
         subscription_type, subscription_status, highlighted, published_at)
       select u.id, 'bench-' || g, v.name || ' ' || g, lower(v.name) || ' ' || g,
         'Location generata per il benchmark numero ' || g, 'Via Roma ' || (g % 200 + 1), c.name, c.name_normalized, c.id,
         c.province, coalesce(c.cap, '00000'), (array['HORECA','PUBLIC','PRIVATE'])[1 + g % 3], '+39 02 ' || (1000000 + g),
         case when g % 2 = 0 then '333' || (1000000 + g) end, g % 5 <> 0,
         (array['FULL_DAY','ON_REQUEST','TIME_RANGE','TIME_RANGE'])[1 + g % 4],
         case when g % 25 = 0 then 'PENDING' else 'APPROVED' end,
         case when g % 10 = 0 then 'FREE_FOREVER' else 'STANDARD' end,
         case when g % 20 = 7 then 'INACTIVE' else 'ACTIVE' end, g % 97 = 0, now() - (g || ' minutes')::interval
       from generate_series(1, $1::int) g
       cross join (select id from users where email = 'bench-host@festalocation.it') u
       join bench_cities c on c.idx = (hashint4(g) & 2147483647) % 400 * (hashint4(g + 7) & 1) + (g % 40) * (1 - (hashint4(g + 7) & 1))
       cross join lateral (select (array['Villa','Cascina','Tenuta','Terrazza','Sala','Agriturismo','Loft','Castello','Masseria','Casale'])[1 + (hashint4(g * 3) & 2147483647) % 10]
         || ' ' || (array['Aurora','dei Colli','sul Lago','Belvedere','del Sole','Rosa','degli Ulivi','Bianca','San Marco','Verde'])[1 + (hashint4(g * 5) & 2147483647) % 10] as name) v`,
      [n],
    );
    // 1-4 ambients, a year of blocked dates (about 40 days per ambient).
    await c.query(`insert into ambients (location_id, slug, name, ambient_type, capacity, rent_price_cents, rent_duration)
      select l.id, 'sala-' || k, 'Sala ' || k, (array['CLOSE','OPEN','BOTH'])[1 + k % 3], 20 + (random() * 180)::int,
        case when random() < 0.15 then 0 else (20 + (random() * 300)::int) * 1000 end,
        case when random() < 0.3 then 'HALF' else 'FULL' end
      from locations l cross join lateral generate_series(1, 1 + (l.seq % 4)::int) k where l.slug like 'bench-%'`);
    await c.query(`insert into ambient_unavailabilities (ambient_id, date)
      select a.id, current_date + (random() * 365)::int from ambients a
      join locations l on l.id = a.location_id and l.slug like 'bench-%'
      cross join generate_series(1, 40) on conflict do nothing`);
    await c.query(`insert into services (location_id, slug, name, service_type_id, price_per_person_cents, ambient_included)
      select l.id, 'servizio-' || k, 'Servizio ' || k, st.id, (10 + (random() * 90)::int) * 100, random() < 0.2
      from locations l cross join lateral generate_series(1, (l.seq % 5)::int) k
      join lateral (select id from service_types order by id offset (k % 8) limit 1) st on true
      where l.slug like 'bench-%'`);
    await c.query(`insert into location_opening_days (location_id, day)
      select l.id, d from locations l cross join unnest(array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY']) d
      where l.slug like 'bench-%' and (d in ('FRIDAY','SATURDAY') or (hashtext(l.id::text || d) & 1023) < 717)`);
    await c.query(`insert into location_time_ranges (location_id, start_time, end_time)
      select id, '09:00', '18:00' from locations where slug like 'bench-%' and timing_mode = 'TIME_RANGE'`);
    await c.query(`insert into location_event_types (location_id, event_type)
      select l.id, e from locations l cross join unnest(array['HOLIDAY','CHILDREN_BIRTHDAY','ADULT_BIRTHDAY','EIGHTEEN_PARTY',
        'BAPTISM','COMMUNION','PROMISES_OR_ANNIVERSARY','WEDDING','BACHELOR_PARTY','BABY_SHOWER','GRADUATION','CORPORATE_PARTY']) e
      where l.slug like 'bench-%' and (hashtext(l.id::text || e) & 1023) < 410`);
    await c.query(`insert into location_tags (location_id, tag_id)
      select l.id, t.id from locations l cross join tags t
      where l.slug like 'bench-%' and (hashtext(l.id::text || t.id) & 1023) < 256`);
    await c.query(`insert into location_activity_types (location_id, activity_type_id)
      select l.id, a.id from locations l join activity_types a on a.location_type = l.location_type
      where l.slug like 'bench-%' and (hashtext(l.id::text || a.id) & 1023) < 307 on conflict do nothing`);
    await c.query(`insert into location_images (location_id, url, position)
      select id, '/media/bench/' || (seq % 50) || '.webp', 0 from locations where slug like 'bench-%'`);
    await c.query(`insert into reviews (location_id, author, vote_tenths, title, content)
      select id, 'Ospite', 30 + (seq % 21)::int, 'Bella festa', 'Tutto come promesso.' from locations
      where slug like 'bench-%' and seq % 3 = 0`);
    await c.query(`update locations l set
      min_price_cents = p.min_price, total_capacity = coalesce(cap.total, 0)
      from (select l2.id,
              (select min(x) from (select rent_price_cents x from ambients where location_id = l2.id and rent_price_cents > 0
                                   union all select price_per_person_cents from services where location_id = l2.id) s) min_price
            from locations l2 where l2.slug like 'bench-%') p
      left join (select location_id, sum(capacity) total from ambients group by location_id) cap on cap.location_id = p.id
      where l.id = p.id`);
    // The same profile as refreshLocationAggregates (priceProfileSql) writes: search's budget reads it.
    await c.query(`update locations l set price_profile = jsonb_build_object(
      'ambients', coalesce((select jsonb_agg(jsonb_build_object('capacity', capacity, 'rentPriceCents', rent_price_cents)
        order by rent_price_cents, capacity) from ambients where location_id = l.id), '[]'::jsonb),
      'services', coalesce((select jsonb_agg(jsonb_build_object('pricePerPersonCents', p, 'ambientIncluded', i))
        from (select ambient_included i, min(price_per_person_cents) p from services
              where location_id = l.id group by ambient_included) s), '[]'::jsonb))
      where l.slug like 'bench-%'`);
    await c.query('commit');
    await c.query('vacuum analyze');
    log(`[dataset] ${n} locations ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return url;
  } catch (err) {
    await c.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? process.env.BENCH_LOCATIONS ?? 20_000);
  console.log(await ensureDataset(n));
}
