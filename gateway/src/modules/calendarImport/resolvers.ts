import { calendarImportSchema } from '@festalocation/domain/schemas/quotes';
import { calendarImportMessages } from '@festalocation/domain/messages';
import { isUuid } from '@festalocation/domain';
import type { Resolvers } from '../../generated/resolvers.js';
import type { Context } from '../../context.js';
import { parseInput } from '../../inputs.js';
import { badInput, notFound } from '../../errors.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import { findHostLocation } from '../locations/essentials.js';
import { availabilityItem } from '../quotes/manage.js';
import {
  addImport,
  findImport,
  listImports,
  removeImport,
  syncImport,
  syncOptions,
  type CalendarImportView,
} from './service.js';
import { bookingsMonth } from './month.js';
import type { CalendarImportError } from './errors.js';

const view = (row: CalendarImportView) => ({
  id: row.id,
  target: row.target,
  itemId: row.itemId,
  itemName: row.itemName,
  url: row.url,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  lastError: (row.lastError as CalendarImportError | null) ?? null,
  lastErrorMessage: row.lastError
    ? calendarImportMessages.errors[row.lastError as CalendarImportError]
    : null,
  dayCount: row.dayCount,
  createdAt: row.createdAt.toISOString(),
});

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

async function ownedImport(ctx: Context, id: string) {
  requireViewer(ctx);
  const row = isUuid(id) ? await findImport(ctx.db, id) : null;
  return authorize(actorOf(ctx), 'manageCalendarImport', row);
}

// Reading and removing follow 'manageLocation' (the owner, subscription or not); adding changes what
// guests may book, so it passes the same editing gate as blocking a day by hand.
export const calendarImportResolvers: Resolvers = {
  Query: {
    calendarImports: async (_p, args, ctx) => {
      requireViewer(ctx);
      const loc = authorize(actorOf(ctx), 'manageLocation', await findHostLocation(ctx.db, args.locationId));
      return (await listImports(ctx.db, { locationId: loc.id })).map(view);
    },
    bookingsCalendar: async (_p, args, ctx) => {
      requireViewer(ctx);
      const loc = authorize(actorOf(ctx), 'manageLocation', await findHostLocation(ctx.db, args.locationId));
      const match = MONTH.exec(args.month);
      const year = Number(match?.[1]);
      if (!match || year < 1900 || year > 2100) throw badInput('month', calendarImportMessages.monthInvalid);
      return bookingsMonth(ctx.db, loc.id, args.month);
    },
  },
  Mutation: {
    addCalendarImport: async (_p, args, ctx) => {
      requireViewer(ctx);
      const input = parseInput(calendarImportSchema, args.input);
      const action = input.target === 'AMBIENT' ? 'setAmbientAvailability' : 'setServiceAvailability';
      const item = authorize(actorOf(ctx), action, await availabilityItem(ctx.db, input.target, input.id));
      return view(await addImport(ctx.db, syncOptions(ctx.config), input, item));
    },
    syncCalendarImport: async (_p, args, ctx) => {
      const row = await ownedImport(ctx, args.id);
      await syncImport(ctx.db, syncOptions(ctx.config), row.id);
      const [fresh] = await listImports(ctx.db, { id: row.id });
      // Removed while it was being fetched.
      if (!fresh) throw notFound(calendarImportMessages.notFound);
      return view(fresh);
    },
    removeCalendarImport: async (_p, args, ctx) => {
      const row = await ownedImport(ctx, args.id);
      return removeImport(ctx.db, row.id);
    },
  },
};
