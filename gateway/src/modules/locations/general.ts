import { asc, eq, inArray } from 'drizzle-orm';
import { DAYS, normalizeForSearch } from '@festa/domain';
import { listingMessages } from '@festa/domain/messages';
import type { LocationGeneralInput } from '@festa/domain/schemas/listing';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { checkImages, lockEditable, positioned } from './editing.js';

/** The general settings: name, texts, gallery, t.tags, event types, opening days and hours. Live at once. */
export async function updateLocationGeneral(
  db: Db,
  userId: string,
  input: LocationGeneralInput & { locationId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const loc = await lockEditable(tx, input.locationId);
    const current = await tx.select().from(t.locationImages).where(eq(t.locationImages.locationId, loc.id));
    checkImages(
      userId,
      input.imageUrls,
      current.map((i) => i.url),
    );
    const tagIds = [...new Set(input.tagIds)];
    if (tagIds.length) {
      const found = await tx.select({ id: t.tags.id }).from(t.tags).where(inArray(t.tags.id, tagIds));
      if (found.length !== tagIds.length) throw badInput('tagIds', listingMessages.tagInvalid);
    }
    // The slug stays: links to the page keep working whatever the name becomes.
    await tx
      .update(t.locations)
      .set({
        name: input.name,
        nameNormalized: normalizeForSearch(input.name),
        description: input.description,
        note: input.note,
        timingMode: input.timingMode,
        updatedAt: new Date(),
      })
      .where(eq(t.locations.id, loc.id));
    await tx.delete(t.locationTags).where(eq(t.locationTags.locationId, loc.id));
    if (tagIds.length)
      await tx.insert(t.locationTags).values(tagIds.map((tagId) => ({ locationId: loc.id, tagId })));
    await tx.delete(t.locationEventTypes).where(eq(t.locationEventTypes.locationId, loc.id));
    const events = [...new Set(input.eventTypes)];
    if (events.length)
      await tx
        .insert(t.locationEventTypes)
        .values(events.map((eventType) => ({ locationId: loc.id, eventType })));
    await tx.delete(t.locationOpeningDays).where(eq(t.locationOpeningDays.locationId, loc.id));
    const days = [...new Set(input.openingDays)];
    if (days.length)
      await tx.insert(t.locationOpeningDays).values(days.map((day) => ({ locationId: loc.id, day })));
    await tx.delete(t.locationTimeRanges).where(eq(t.locationTimeRanges.locationId, loc.id));
    if (input.timeRanges.length)
      await tx
        .insert(t.locationTimeRanges)
        .values(input.timeRanges.map((r) => ({ locationId: loc.id, ...r })));
    await tx.delete(t.locationImages).where(eq(t.locationImages.locationId, loc.id));
    if (input.imageUrls.length)
      await tx.insert(t.locationImages).values(positioned('locationId', loc.id, input.imageUrls));
  });
}

/** What the general settings form edits, as stored now. */
export async function loadGeneral(db: Db, locationId: string) {
  const [row] = await db.select().from(t.locations).where(eq(t.locations.id, locationId));
  const [images, tagRows, events, days, ranges] = await Promise.all([
    db
      .select({ id: t.locationImages.id, imageUrl: t.locationImages.url })
      .from(t.locationImages)
      .where(eq(t.locationImages.locationId, locationId))
      .orderBy(asc(t.locationImages.position)),
    db
      .select({ id: t.locationTags.tagId })
      .from(t.locationTags)
      .where(eq(t.locationTags.locationId, locationId)),
    db.select().from(t.locationEventTypes).where(eq(t.locationEventTypes.locationId, locationId)),
    db.select().from(t.locationOpeningDays).where(eq(t.locationOpeningDays.locationId, locationId)),
    db
      .select()
      .from(t.locationTimeRanges)
      .where(eq(t.locationTimeRanges.locationId, locationId))
      .orderBy(asc(t.locationTimeRanges.startTime)),
  ]);
  const open = new Set(days.map((d) => d.day));
  return {
    name: row!.name,
    description: row!.description,
    note: row!.note,
    images,
    tagIds: tagRows.map((t) => t.id).sort((a, b) => a - b),
    eventTypes: events.map((e) => e.eventType).sort() as never[],
    openingDays: DAYS.filter((d) => open.has(d.key)).map((d) => d.key) as never[],
    timingMode: row!.timingMode as never,
    timeRanges: ranges.map((r) => ({ startTime: r.startTime.slice(0, 5), endTime: r.endTime.slice(0, 5) })),
  };
}
