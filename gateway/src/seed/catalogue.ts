import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import * as d from './data.js';

/**
 * Reference data every installation needs, production included: tags, activity types, service types and
 * the to-do presets. Safe to run again (an installation that has tags keeps its catalogue as it is).
 */
export async function seedCatalogue(db: DbOrTx) {
  const existing = await db.select().from(t.tags).limit(1);
  if (existing.length) {
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
  for (const preset of d.TODO_PRESETS) {
    const [row] = await db
      .insert(t.todoPresets)
      .values({ name: preset.name, eventType: preset.eventType })
      .returning();
    await db
      .insert(t.todoPresetItems)
      .values(preset.items.map(([name, note], position) => ({ presetId: row!.id, name, note, position })));
  }
  return { tagRows, activityRows, serviceTypeRows };
}
