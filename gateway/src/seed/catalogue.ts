import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { asc, eq, sql } from 'drizzle-orm';
import * as d from './data.js';
import { TODO_PRESETS } from './todoPresets.js';

/**
 * Reference data every installation needs, production included: tags, activity types, service types and
 * the to-do presets. Safe to run again (an installation that has tags keeps its catalogue as it is, except
 * the to-do presets, which are brought in line with `TODO_PRESETS`).
 */
export async function seedCatalogue(db: DbOrTx) {
  const existing = await db.select().from(t.tags).limit(1);
  if (existing.length) {
    await syncTodoPresets(db);
    return {
      tagRows: await db.select().from(t.tags),
      activityRows: await db.select().from(t.activityTypes),
      serviceTypeRows: await db.select().from(t.serviceTypes),
    };
  }
  const tagRows = await db
    .insert(t.tags)
    .values(d.TAGS.map((name) => ({ name })))
    .returning();
  const activityRows = await db
    .insert(t.activityTypes)
    .values(
      Object.entries(d.ACTIVITY_TYPES).flatMap(([locationType, names]) =>
        names.map((name, position) => ({ name, locationType, position })),
      ),
    )
    .returning();
  const serviceTypeRows = await db
    .insert(t.serviceTypes)
    .values(d.SERVICE_TYPES.map((name) => ({ name })))
    .returning();
  await syncTodoPresets(db);
  return { tagRows, activityRows, serviceTypeRows };
}

/**
 * Brings the to-do presets in line with `TODO_PRESETS`, one per event type: a missing one is added, a
 * changed one rewritten in place (its id stays, so a preset picker open in a browser keeps working), an
 * unchanged one left alone. Lists made from a preset copied its tasks, so they never change here.
 * Gateways starting together take turns on an advisory lock (the caller runs this in a transaction).
 */
export async function syncTodoPresets(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('festa.todo_presets'))`);
  for (const preset of TODO_PRESETS) {
    const [row] = await db
      .select()
      .from(t.todoPresets)
      .where(eq(t.todoPresets.eventType, preset.eventType))
      .orderBy(asc(t.todoPresets.id))
      .limit(1);
    const items = preset.items.map(([name, note], position) => ({ name, note, position }));
    if (row) {
      const current = await db
        .select({
          name: t.todoPresetItems.name,
          note: t.todoPresetItems.note,
          position: t.todoPresetItems.position,
        })
        .from(t.todoPresetItems)
        .where(eq(t.todoPresetItems.presetId, row.id))
        .orderBy(asc(t.todoPresetItems.position), asc(t.todoPresetItems.id));
      if (row.name === preset.name && JSON.stringify(current) === JSON.stringify(items)) continue;
      await db.update(t.todoPresets).set({ name: preset.name }).where(eq(t.todoPresets.id, row.id));
      await db.delete(t.todoPresetItems).where(eq(t.todoPresetItems.presetId, row.id));
      await db.insert(t.todoPresetItems).values(items.map((i) => ({ ...i, presetId: row.id })));
      continue;
    }
    const [created] = await db
      .insert(t.todoPresets)
      .values({ name: preset.name, eventType: preset.eventType })
      .returning({ id: t.todoPresets.id });
    await db.insert(t.todoPresetItems).values(items.map((i) => ({ ...i, presetId: created!.id })));
  }
}
