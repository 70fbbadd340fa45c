import type { Resolvers } from '../../generated/resolvers.js';
import type { Context } from '../../context.js';
import type { ReviewRow } from '../../db/rows.js';
import { parseInput } from '../../inputs.js';
import { actorOf, authorize, can, requireViewer } from '../../policies.js';
import { averageVote, reviewEditableUntil, reviewIneligibility, todayInRome } from '@festalocation/domain';
import {
  reviewInputSchema,
  reviewReplySchema,
  reviewReportReasonSchema,
} from '@festalocation/domain/schemas/reviews';
import { decisionReason, CONSOLE_PAGE } from '../admin/inputs.js';
import { pageWindow } from '../../pagination.js';
import { pageOf } from '../locations/page.js';
import { findRequestRef, findReview } from './common.js';
import {
  dismissReviewReports,
  hideReview,
  restoreReview,
  reviewQueue,
  type ReviewQueueFilter,
} from './moderation.js';
import { createReview, replyToReview, reportReview, updateReview } from './write.js';

/** The acting administrator's id, after the rule for the action allowed them. */
const adminId = (ctx: Context) => requireViewer(ctx).user.id;

/** A review an administrator acts on, authorised ('moderateReview': admins only, while it exists). */
async function moderated(ctx: Context, id: string) {
  return authorize(actorOf(ctx), 'moderateReview', await findReview(ctx.db, id));
}

/**
 * A review a signed-in user acts on, once the action's own rule allowed it: signing in is asked for first,
 * so a guest is told to sign in rather than that the review cannot be changed.
 */
async function viewerReview(
  ctx: Context,
  action: 'editReview' | 'reportReview' | 'replyToReview',
  id: string,
) {
  const { user } = requireViewer(ctx);
  const review = authorize(actorOf(ctx), action, await findReview(ctx.db, id));
  return { user, review };
}

const authorRef = (r: ReviewRow) => ({ authorId: r.userId, createdAt: r.createdAt, hiddenAt: r.hiddenAt });

export const reviewResolvers: Resolvers = {
  Query: {
    reviewQueue: (_p, args, ctx) => {
      authorize(actorOf(ctx), 'readReviewQueue');
      return reviewQueue(ctx, (args.filter ?? 'RECENT') as ReviewQueueFilter, pageWindow(args, CONSOLE_PAGE));
    },
  },
  Mutation: {
    createReview: async (_p, args, ctx) => {
      const { user } = requireViewer(ctx);
      const request = authorize(
        actorOf(ctx),
        'reviewQuoteRequest',
        await findRequestRef(ctx.db, args.quoteRequestId),
      );
      const input = parseInput(reviewInputSchema, args.input, 'input');
      return createReview(ctx, user, request.id, input);
    },
    updateReview: async (_p, args, ctx) => {
      const { review } = await viewerReview(ctx, 'editReview', args.id);
      const input = parseInput(reviewInputSchema, args.input, 'input');
      return updateReview(ctx, review.id, input);
    },
    reportReview: async (_p, args, ctx) => {
      const { user, review } = await viewerReview(ctx, 'reportReview', args.id);
      const reason = parseInput(reviewReportReasonSchema, args.reason, 'reason');
      const reported = await reportReview(ctx, user.id, review, reason);
      // The answer's canReport reads the report just written, not a batch read before it.
      ctx.loaders.reviewReportState.clear(reported.id);
      return reported;
    },
    replyToReview: async (_p, args, ctx) => {
      const { review } = await viewerReview(ctx, 'replyToReview', args.id);
      const content = parseInput(reviewReplySchema, args.content, 'content');
      return replyToReview(ctx, review.id, content);
    },
    hideReview: async (_p, args, ctx) => {
      const review = await moderated(ctx, args.id);
      const reason = decisionReason(args);
      return hideReview(ctx, adminId(ctx), review.id, reason);
    },
    restoreReview: async (_p, args, ctx) => {
      const review = await moderated(ctx, args.id);
      return restoreReview(ctx, adminId(ctx), review.id);
    },
    dismissReviewReports: async (_p, args, ctx) => {
      const review = await moderated(ctx, args.id);
      return dismissReviewReports(ctx, adminId(ctx), review.id);
    },
  },
  Review: {
    editedAt: (r) => r.editedAt ?? null,
    canEdit: (r, _a, ctx) => can(actorOf(ctx), 'editReview', authorRef(r)),
    // Only its author learns the deadline: anyone else has no use for it.
    editableUntil: (r, _a, ctx) => {
      const actor = actorOf(ctx);
      return actor && actor.id === r.userId ? reviewEditableUntil(r.createdAt) : null;
    },
    reply: (r) =>
      r.replyContent && r.repliedAt
        ? { content: r.replyContent, createdAt: r.repliedAt, editedAt: r.replyEditedAt ?? null }
        : null,
    // The owner learns it from the same batched read as 'Segnala' (reviewReportState knows the owner).
    canReply: async (r, _a, ctx) => {
      const actor = actorOf(ctx);
      if (!actor) return false;
      const state = await ctx.loaders.reviewReportState.load(r.id);
      if (!state.ownerId) return false;
      return can(actor, 'replyToReview', { ...authorRef(r), ownerId: state.ownerId });
    },
    canReport: async (r, _a, ctx) => {
      const actor = actorOf(ctx);
      if (!actor) return false;
      const state = await ctx.loaders.reviewReportState.load(r.id);
      if (!state.ownerId || state.reported) return false;
      return can(actor, 'reportReview', { ...authorRef(r), ownerId: state.ownerId });
    },
  },
  // Both from the page's own reviews, which are the visible ones: no query of their own.
  Location: {
    averageVote: (l) => averageVote(pageOf(l).reviews.map((r) => r.voteTenths)),
    reviewCount: (l) => pageOf(l).reviews.length,
  },
  QuoteRequest: {
    // Its guest and its host see the review, hidden or not: the author wrote it, the host was reviewed.
    review: async (q, _a, ctx) =>
      can(actorOf(ctx), 'readQuoteRequest', q) ? (await ctx.loaders.requestReview.load(q.id)).review : null,
    canReview: async (q, _a, ctx) => {
      if (!can(actorOf(ctx), 'reviewQuoteRequest', q)) return false;
      if (reviewIneligibility(q, todayInRome())) return false;
      const { review, locationDeleted } = await ctx.loaders.requestReview.load(q.id);
      return !review && !locationDeleted;
    },
  },
};
