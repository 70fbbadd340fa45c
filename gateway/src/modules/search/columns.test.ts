import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildActivityType, buildLocation, buildTag } from '../../test/factories.js';
import {
  activityTypes,
  locationActivityTypes,
  locationEventTypes,
  locationImages,
  locationOpeningDays,
  locations,
  locationTags,
  tags,
} from '../../db/schema/index.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

/**
 * Locations whose search columns differ from the relation tables, recomputed here independently of the
 * triggers (plain joins, no shared function), so a bug in either shows up as drift.
 */
async function drifted(ids?: string[]) {
  const { rows } = await gw.database.db.execute<{ id: string }>(sql`
    select l.id from locations l
    left join lateral (select url from location_images i where i.location_id = l.id
                       order by i.position, i.id limit 1) cover on true
    where (${
      ids
        ? sql`l.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`true`
    })
      and (l.cover_image_url is distinct from cover.url
        or l.event_types::text[] is distinct from coalesce((select array_agg(e.event_type order by e.event_type)
             from location_event_types e where e.location_id = l.id), '{}')
        or l.tag_ids is distinct from coalesce((select array_agg(t.tag_id order by t.tag_id)
             from location_tags t where t.location_id = l.id), '{}')
        or l.activity_type_ids is distinct from coalesce((select array_agg(a.activity_type_id order by a.activity_type_id)
             from location_activity_types a where a.location_id = l.id), '{}')
        or l.opening_weekdays is distinct from coalesce((select sum(distinct case d.day
             when 'MONDAY' then 1 when 'TUESDAY' then 2 when 'WEDNESDAY' then 4 when 'THURSDAY' then 8
             when 'FRIDAY' then 16 when 'SATURDAY' then 32 when 'SUNDAY' then 64 end)
             from location_opening_days d where d.location_id = l.id), 0))`);
  return rows.map((r) => r.id);
}

async function columns(id: string) {
  const [row] = await gw.database.db
    .select({
      cover: locations.coverImageUrl,
      eventTypes: locations.eventTypes,
      tagIds: locations.tagIds,
      activityTypeIds: locations.activityTypeIds,
      openingWeekdays: locations.openingWeekdays,
    })
    .from(locations)
    .where(eq(locations.id, id));
  return row!;
}

describe('search columns on locations (kept by triggers)', () => {
  it('are filled when a location and its relations are created', async () => {
    const db = gw.database.db;
    const [a, b] = [await buildTag(db), await buildTag(db)];
    const act = await buildActivityType(db);
    const loc = await buildLocation(db, {
      openingDays: ['MONDAY', 'SUNDAY', 'WEDNESDAY'],
      eventTypes: ['WEDDING', 'BAPTISM'],
      tagIds: [b.id, a.id],
      activityTypeIds: [act.id],
      imageCount: 2,
    });
    expect(await columns(loc.id)).toEqual({
      cover: `/media/test/${loc.id}-0.webp`,
      eventTypes: ['BAPTISM', 'WEDDING'],
      tagIds: [a.id, b.id].sort((x, y) => x - y),
      activityTypeIds: [act.id],
      openingWeekdays: 1 | 4 | 64,
    });
    expect(await drifted([loc.id])).toEqual([]);
  });

  it('follow every insert, update and delete of images, tags, activities, event types and days', async () => {
    const db = gw.database.db;
    const [a, b] = [await buildTag(db), await buildTag(db)];
    const [x, y] = [await buildActivityType(db), await buildActivityType(db)];
    const loc = await buildLocation(db, { tagIds: [a.id], activityTypeIds: [x.id], imageCount: 3 });
    const check = async () => expect(await drifted([loc.id])).toEqual([]);

    // Images: the cover is the first by position; re-ordering, deleting and emptying the gallery move it.
    await db
      .update(locationImages)
      .set({ position: 9 })
      .where(eq(locationImages.url, `/media/test/${loc.id}-0.webp`));
    expect((await columns(loc.id)).cover).toBe(`/media/test/${loc.id}-1.webp`);
    await db.delete(locationImages).where(eq(locationImages.url, `/media/test/${loc.id}-1.webp`));
    expect((await columns(loc.id)).cover).toBe(`/media/test/${loc.id}-2.webp`);
    await db.delete(locationImages).where(eq(locationImages.locationId, loc.id));
    expect((await columns(loc.id)).cover).toBeNull();
    await db.insert(locationImages).values({ locationId: loc.id, url: '/media/test/new.webp', position: 0 });
    expect((await columns(loc.id)).cover).toBe('/media/test/new.webp');
    await check();

    // Tags and activity types: rows added, changed in place, removed.
    await db.insert(locationTags).values({ locationId: loc.id, tagId: b.id });
    await db
      .update(locationActivityTypes)
      .set({ activityTypeId: y.id })
      .where(eq(locationActivityTypes.locationId, loc.id));
    expect(await columns(loc.id)).toMatchObject({
      tagIds: [a.id, b.id].sort((p, q) => p - q),
      activityTypeIds: [y.id],
    });
    await db
      .delete(locationTags)
      .where(and(eq(locationTags.locationId, loc.id), eq(locationTags.tagId, a.id)));
    expect((await columns(loc.id)).tagIds).toEqual([b.id]);
    await check();

    // Event types and opening days replaced wholesale, as an edit form would.
    await db.transaction(async (tx) => {
      await tx.delete(locationEventTypes).where(eq(locationEventTypes.locationId, loc.id));
      await tx.insert(locationEventTypes).values({ locationId: loc.id, eventType: 'GRADUATION' });
      await tx.delete(locationOpeningDays).where(eq(locationOpeningDays.locationId, loc.id));
      await tx.insert(locationOpeningDays).values([
        { locationId: loc.id, day: 'FRIDAY' },
        { locationId: loc.id, day: 'SATURDAY' },
      ]);
    });
    expect(await columns(loc.id)).toMatchObject({ eventTypes: ['GRADUATION'], openingWeekdays: 16 | 32 });
    await check();
  });

  it('follow catalogue deletions that cascade, and leave rolled-back edits out', async () => {
    const db = gw.database.db;
    const tag = await buildTag(db);
    const act = await buildActivityType(db);
    const loc = await buildLocation(db, { tagIds: [tag.id], activityTypeIds: [act.id] });
    await db.delete(tags).where(eq(tags.id, tag.id));
    await db.delete(activityTypes).where(eq(activityTypes.id, act.id));
    expect(await columns(loc.id)).toMatchObject({ tagIds: [], activityTypeIds: [] });

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(locationEventTypes).values({ locationId: loc.id, eventType: 'HOLIDAY' });
        throw new Error('annullata');
      }),
    ).rejects.toThrow('annullata');
    expect((await columns(loc.id)).eventTypes).toEqual(['ADULT_BIRTHDAY']);
    expect(await drifted([loc.id])).toEqual([]);
  });

  it('follow one statement touching several locations at once', async () => {
    const db = gw.database.db;
    const tag = await buildTag(db);
    const [l1, l2] = [await buildLocation(db), await buildLocation(db)];
    await db.insert(locationTags).values([
      { locationId: l1.id, tagId: tag.id },
      { locationId: l2.id, tagId: tag.id },
    ]);
    expect((await columns(l1.id)).tagIds).toEqual([tag.id]);
    expect((await columns(l2.id)).tagIds).toEqual([tag.id]);
    await db.delete(locationTags).where(eq(locationTags.tagId, tag.id));
    expect(await drifted([l1.id, l2.id])).toEqual([]);
  });

  it('never drift anywhere in the database', async () => {
    expect(await drifted()).toEqual([]);
  });
});
