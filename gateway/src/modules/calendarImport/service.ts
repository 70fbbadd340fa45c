import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, todayInRome } from '@festalocation/domain';
import { CALENDAR_IMPORTS_PER_ITEM, calendarImportMessages as m } from '@festalocation/domain/messages';
import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';
import { ambients, calendarImportDays, calendarImports, locations, services } from '../../db/schema/index.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { fetchCalendar, FetchFailure, normaliseCalendarUrl, type FetchOptions } from './fetch.js';
import { busyDays } from './parse.js';

// Who may do what is decided in policies.ts before these run: each receives an authorised item or import.

export interface SyncOptions extends Omit<FetchOptions, 'etag' | 'lastModified'> {
  intervalMs: number;
}

/** The limits and schedule from the configuration (docs/environment.md). */
export const syncOptions = (config: Config): SyncOptions => ({
  maxBytes: config.CALENDAR_IMPORT_MAX_BYTES,
  timeoutMs: config.CALENDAR_IMPORT_TIMEOUT_SECONDS * 1000,
  allowPrivate: config.CALENDAR_IMPORT_ALLOW_PRIVATE,
  // Zero turns the schedule off in this process; a gateway that has it on still syncs the address.
  intervalMs: Math.max(config.CALENDAR_IMPORT_INTERVAL_MINUTES, 1) * 60_000,
});

/** How far ahead imported events close days: two years, as far as anyone books a party. */
const HORIZON_DAYS = 731;
/** Addresses claimed per round by one gateway. */
const BATCH = 20;

export type CalendarImportRow = typeof calendarImports.$inferSelect;

/** An import as its host sees it: the item's name and how many days it keeps busy from today on. */
export async function listImports(db: Db, where: { locationId?: string; id?: string }, now = new Date()) {
  const today = todayInRome(now);
  const rows = await db
    .select({
      row: calendarImports,
      ambientName: ambients.name,
      serviceName: services.name,
    })
    .from(calendarImports)
    .leftJoin(ambients, eq(ambients.id, calendarImports.ambientId))
    .leftJoin(services, eq(services.id, calendarImports.serviceId))
    .where(
      where.id ? eq(calendarImports.id, where.id) : eq(calendarImports.locationId, where.locationId ?? ''),
    )
    .orderBy(asc(calendarImports.createdAt), asc(calendarImports.id));
  const ids = rows.map((r) => r.row.id);
  const counts = ids.length
    ? await db
        .select({ id: calendarImportDays.importId, n: count() })
        .from(calendarImportDays)
        .where(and(inArray(calendarImportDays.importId, ids), gte(calendarImportDays.date, today)))
        .groupBy(calendarImportDays.importId)
    : [];
  return rows.map(({ row, ambientName, serviceName }) => ({
    ...row,
    target: row.ambientId ? ('AMBIENT' as const) : ('SERVICE' as const),
    itemId: (row.ambientId ?? row.serviceId)!,
    itemName: ambientName ?? serviceName ?? '',
    dayCount: counts.find((c) => c.id === row.id)?.n ?? 0,
  }));
}
export type CalendarImportView = Awaited<ReturnType<typeof listImports>>[number];

/** An import with its location's owner, for the 'manageCalendarImport' rule. */
export async function findImport(db: Db, id: string) {
  const [row] = await db
    .select({ id: calendarImports.id, ownerId: locations.ownerId, deletedAt: locations.deletedAt })
    .from(calendarImports)
    .innerJoin(locations, eq(locations.id, calendarImports.locationId))
    .where(eq(calendarImports.id, id));
  return row ?? null;
}

/** Adds an address to an (authorised) ambient or service and fetches it at once, so the host sees the outcome. */
export async function addImport(
  db: Db,
  opts: SyncOptions,
  input: { target: 'AMBIENT' | 'SERVICE'; id: string; url: string },
  item: { locationId: string },
) {
  const url = normaliseCalendarUrl(input.url);
  const column = input.target === 'AMBIENT' ? calendarImports.ambientId : calendarImports.serviceId;
  const id = await db.transaction(async (tx) => {
    const table = input.target === 'AMBIENT' ? ambients : services;
    // The item's lock makes the count and the insert one step against a concurrent add.
    const [locked] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, input.id))
      .for('update');
    if (!locked) throw notFound(m.notFound);
    const [existing] = await tx.select({ n: count() }).from(calendarImports).where(eq(column, input.id));
    if ((existing?.n ?? 0) >= CALENDAR_IMPORTS_PER_ITEM) throw badInput('url', m.tooMany);
    try {
      const [row] = await tx
        .insert(calendarImports)
        .values({
          locationId: item.locationId,
          ambientId: input.target === 'AMBIENT' ? input.id : null,
          serviceId: input.target === 'SERVICE' ? input.id : null,
          url,
        })
        .returning({ id: calendarImports.id });
      return row!.id;
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(m.duplicate, { field: 'url' });
      throw e;
    }
  });
  await syncImport(db, opts, id);
  const [view] = await listImports(db, { id });
  return view!;
}

export async function removeImport(db: Db, id: string) {
  await db.delete(calendarImports).where(eq(calendarImports.id, id));
  return true;
}

/**
 * Fetches one address and applies it: on success its days are replaced whole (new, moved and removed
 * events all show) and the error cleared; on failure the error is kept for the host and the days stay as
 * they were, so a calendar that is briefly unreachable does not open its days to guests.
 */
export async function syncImport(db: Db, opts: SyncOptions, id: string, now: Date = new Date()) {
  const [row] = await db.select().from(calendarImports).where(eq(calendarImports.id, id));
  if (!row) return;
  const next = new Date(now.getTime() + opts.intervalMs);
  let outcome:
    | { kind: 'not-modified' }
    | { kind: 'ok'; days: string[]; etag: string | null; lastModified: string | null }
    | { kind: 'failed'; code: FetchFailure['code'] };
  try {
    const res = await fetchCalendar(row.url, { ...opts, etag: row.etag, lastModified: row.lastModified });
    if (res.kind === 'not-modified') outcome = res;
    else {
      const from = todayInRome(now);
      const days = busyDays(res.body, from, addDays(from, HORIZON_DAYS));
      outcome = { kind: 'ok', days, etag: res.etag, lastModified: res.lastModified };
    }
  } catch (e) {
    outcome = { kind: 'failed', code: e instanceof FetchFailure ? e.code : 'UNREACHABLE' };
  }
  if (outcome.kind !== 'ok') {
    await db
      .update(calendarImports)
      .set(
        outcome.kind === 'failed'
          ? { nextSyncAt: next, lastError: outcome.code }
          : { nextSyncAt: next, lastError: null, lastSyncedAt: now },
      )
      .where(eq(calendarImports.id, id));
    return;
  }
  const { days, etag, lastModified } = outcome;
  await db.transaction(async (tx) => {
    // The item's lock orders this against a quote request for it (which takes it FOR SHARE).
    const table = row.ambientId ? ambients : services;
    await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, (row.ambientId ?? row.serviceId)!))
      .for('update');
    const [still] = await tx
      .select({ id: calendarImports.id })
      .from(calendarImports)
      .where(eq(calendarImports.id, id))
      .for('update');
    // Removed by the host while it was being fetched.
    if (!still) return;
    await tx.delete(calendarImportDays).where(eq(calendarImportDays.importId, id));
    if (days.length) await tx.insert(calendarImportDays).values(days.map((date) => ({ importId: id, date })));
    await tx
      .update(calendarImports)
      .set({ etag, lastModified, lastSyncedAt: now, lastError: null, nextSyncAt: next })
      .where(eq(calendarImports.id, id));
  });
}

/**
 * One round of the scheduler: claims the due addresses (SKIP LOCKED, then their next sync pushed forward
 * as a lease, so another gateway's round skips them even after this claim commits) and syncs each.
 */
export async function syncDueImports(db: Db, opts: SyncOptions, now: Date = new Date()) {
  let synced = 0;
  for (;;) {
    const lease = new Date(now.getTime() + Math.max(opts.timeoutMs * 3, 60_000));
    const ids = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: calendarImports.id })
        .from(calendarImports)
        .where(lte(calendarImports.nextSyncAt, now))
        .orderBy(asc(calendarImports.nextSyncAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = due.map((d) => d.id);
      if (claimed.length)
        await tx
          .update(calendarImports)
          .set({ nextSyncAt: lease })
          .where(inArray(calendarImports.id, claimed));
      return claimed;
    });
    for (const id of ids) await syncImport(db, opts, id, now);
    synced += ids.length;
    if (ids.length < BATCH) break;
  }
  return { synced };
}
