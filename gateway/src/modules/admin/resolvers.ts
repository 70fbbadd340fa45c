import type { Resolvers } from '../../generated/resolvers.js';
import type { Context } from '../../context.js';
import { parseInput } from '../../inputs.js';
import { actorOf, authorize, requireViewer } from '../../policies.js';
import { approvalItem, approvalQueue, approveLocation, rejectLocation } from './approvals.js';
import { readAuditLog } from './audit.js';
import {
  approveChangeRequest,
  changeRequestQueue,
  changeRequestReview,
  findChangeRequest,
  lastDecision,
  rejectChangeRequest,
} from './changeRequests.js';
import { findLocationById } from './common.js';
import { auditFilterSchema, CONSOLE_PAGE, decisionReason, searchSchema } from './inputs.js';
import { pageWindow } from '../../pagination.js';
import { adminSearch } from './search.js';
import {
  findUserById,
  suspendLocation,
  suspendUser,
  unsuspendLocation,
  unsuspendUser,
} from './suspension.js';
import { notFound } from '../../errors.js';
import { moderationMessages } from '@festalocation/domain/messages';
import type { HostLocationView } from '../locations/host.js';
import type { LocationRow } from '../../db/rows.js';

/** The acting administrator's id, after the rule for `action` allowed them. */
const adminId = (ctx: Context) => requireViewer(ctx).user.id;

/** The location an admin acts on, authorised ('moderateLocation': admins only, while it exists). */
async function moderated(ctx: Context, id: string) {
  return authorize(actorOf(ctx), 'moderateLocation', await findLocationById(ctx.db, id));
}

/** A change request and its location, authorised like the location. */
async function moderatedRequest(ctx: Context, id: string) {
  const request = await findChangeRequest(ctx.db, id);
  const loc = request ? await findLocationById(ctx.db, request.locationId) : null;
  if (!request && actorOf(ctx)?.isAdmin) throw notFound(moderationMessages.changeRequestNotFound);
  authorize(actorOf(ctx), 'moderateLocation', loc);
  return request!;
}

// The host's own location, read once per HostLocation for the fields the moderation adds to it.
const hostRows = new WeakMap<HostLocationView, Promise<LocationRow | null>>();
const hostRow = (l: HostLocationView, ctx: Context) => {
  let row = hostRows.get(l);
  if (!row) hostRows.set(l, (row = findLocationById(ctx.db, l.id)));
  return row;
};

export const adminResolvers: Resolvers = {
  Query: {
    approvalQueue: (_p, args, ctx) => {
      authorize(actorOf(ctx), 'readModerationQueue');
      return approvalQueue(ctx.db, pageWindow(args, CONSOLE_PAGE));
    },
    approvalItem: (_p, args, ctx) => {
      authorize(actorOf(ctx), 'readModerationQueue');
      return approvalItem(ctx.db, args.locationId);
    },
    changeRequestQueue: (_p, args, ctx) => {
      authorize(actorOf(ctx), 'readModerationQueue');
      return changeRequestQueue(ctx.db, pageWindow(args, CONSOLE_PAGE));
    },
    changeRequestReview: async (_p, args, ctx) => {
      authorize(actorOf(ctx), 'readModerationQueue');
      const request = await findChangeRequest(ctx.db, args.id);
      return request ? changeRequestReview(ctx.db, request) : null;
    },
    adminSearch: (_p, args, ctx) => {
      authorize(actorOf(ctx), 'searchPlatform');
      const input = parseInput(searchSchema, { query: args.query, first: args.first ?? 10 });
      return adminSearch(ctx.db, input.query, input.first);
    },
    auditLog: (_p, args, ctx) => {
      authorize(actorOf(ctx), 'readAuditLog');
      const input = parseInput(auditFilterSchema, { ...args, first: args.first ?? 50 });
      return readAuditLog(ctx.db, input, input.first, input.after);
    },
  },
  Mutation: {
    approveLocation: async (_p, args, ctx) => {
      const loc = await moderated(ctx, args.id);
      return approveLocation(ctx, adminId(ctx), loc.id);
    },
    rejectLocation: async (_p, args, ctx) => {
      const loc = await moderated(ctx, args.id);
      const reason = decisionReason(args);
      return rejectLocation(ctx, adminId(ctx), loc.id, reason);
    },
    approveChangeRequest: async (_p, args, ctx) => {
      const review = await approveChangeRequest(ctx, adminId(ctx), await moderatedRequest(ctx, args.id));
      ctx.cancellations?.kick();
      return review;
    },
    rejectChangeRequest: async (_p, args, ctx) => {
      const request = await moderatedRequest(ctx, args.id);
      const reason = decisionReason(args);
      return rejectChangeRequest(ctx, adminId(ctx), request, reason);
    },
    suspendLocation: async (_p, args, ctx) => {
      const loc = await moderated(ctx, args.id);
      const reason = decisionReason(args);
      return suspendLocation(ctx, adminId(ctx), loc.id, reason);
    },
    unsuspendLocation: async (_p, args, ctx) => {
      const loc = await moderated(ctx, args.id);
      return unsuspendLocation(ctx, adminId(ctx), loc.id);
    },
    suspendUser: async (_p, args, ctx) => {
      const user = authorize(actorOf(ctx), 'moderateUser', await findUserById(ctx.db, args.id));
      const reason = decisionReason(args);
      return suspendUser(ctx, adminId(ctx), user.id, reason);
    },
    unsuspendUser: async (_p, args, ctx) => {
      const user = authorize(actorOf(ctx), 'moderateUser', await findUserById(ctx.db, args.id));
      return unsuspendUser(ctx, adminId(ctx), user.id);
    },
  },
  HostLocation: {
    rejectionReason: async (l, _a, ctx) => {
      const row = await hostRow(l, ctx);
      return row?.approvalStatus === 'REJECTED' ? row.rejectionReason : null;
    },
    suspendedAt: async (l, _a, ctx) => (await hostRow(l, ctx))?.suspendedAt ?? null,
    suspensionReason: async (l, _a, ctx) => (await hostRow(l, ctx))?.suspensionReason ?? null,
    lastChangeRequestDecision: (l, _a, ctx) => lastDecision(ctx.db, l.id),
  },
};
