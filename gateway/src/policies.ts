/**
 * Who may do what: every authorisation rule of the gateway, once. Resolvers load the object an action is
 * about (through their module's service), call `authorize(actorOf(ctx), action, object)` and hand the
 * returned object to the service, which then only acts. `can` answers the same question without throwing,
 * for fields that show or hide something. The rules the client also needs are pure and live in
 * domain/policies.ts.
 *
 * A refused action answers UNAUTHENTICATED to an anonymous visitor where signing in could help, and
 * otherwise NOT_FOUND wherever saying FORBIDDEN would tell a stranger that someone else's request,
 * location or ambient exists; FORBIDDEN only where the viewer already knows the object.
 */
import type { Context } from './context.js';
import {
  accountMessages,
  calendarImportMessages,
  depositMessages,
  conversationMessages,
  hostLocationMessages,
  moderationMessages,
  notFoundMessages,
  reviewMessages,
} from '@festalocation/domain/messages';
import {
  canEditLocation,
  pendingRegistrationStep,
  type LocationStanding,
} from '@festalocation/domain/policies';
import { isReviewEditable } from '@festalocation/domain/reviews';
import { todoMessages } from '@festalocation/domain/todo';
import { DomainError, forbidden, notFound, unauthenticated } from './errors.js';
import type { ViewerState } from './modules/auth/session.js';

/** Who asks: the signed-in account and its session's role; an anonymous visitor is `null`. */
export interface Actor {
  id: string;
  email: string;
  isAdmin: boolean;
  role: 'HOST' | 'GUEST';
  /** Registration finished: profile completed and the required consents given (`pendingRegistrationStep`). */
  profileComplete: boolean;
}

export type SignedInViewer = Extract<ViewerState, { kind: 'signed-in' }>;

/** A location as the rules see it. */
export interface LocationRef {
  ownerId: string;
  isPublic: boolean;
  deletedAt: Date | null;
}
/** Anything that belongs to the owner of a location: the location itself, one of its ambients or services. */
export interface OwnedRef {
  ownerId: string;
}
/** A location as its host manages it: whose it is, whether it still exists, and its standing. */
export interface HostLocationRef extends OwnedRef, LocationStanding {
  deletedAt: Date | null;
}
/** An account as the moderation rules see it. */
export interface UserRef {
  id: string;
  isAdmin: boolean;
  deletedAt: Date | null;
}
/** A guest's own object (a to-do list or one of its tasks): `userId` is who made it. */
export interface OwnedByUser {
  userId: string;
}

/** A quote request: `ownerId` owns the location it was sent to, `userId` sent it (null once deleted). */
export interface QuoteRequestRef {
  ownerId: string;
  userId: string | null;
}

/** A guest's review as its author's rules see it: who wrote it (null once deleted), when, and if hidden. */
export interface ReviewAuthorRef {
  authorId: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
}
/** A review with the owner of the reviewed location (`ownerId`), for the host's and the console's rules. */
export interface ReviewRef extends ReviewAuthorRef, OwnedRef {}

export const LOCATION_NOT_FOUND = notFoundMessages.location;
export const QUOTE_NOT_FOUND = notFoundMessages.quoteRequest;
export const OWN_LOCATION_QUOTE = 'Non puoi richiedere un preventivo per la tua location.';

interface Rule<O> {
  allow: (actor: Actor | null, object: O) => boolean;
  /** The error for a refusal; `object` is null when it was not found at all. */
  deny: (actor: Actor | null, object: O | null) => DomainError;
}

const rule = <O = void>(r: Rule<O>) => r;

/** Whether the account `userId` owns the object (its location's owner): the host of a request, an ambient. */
export const isOwner = (userId: string | null | undefined, object: OwnedRef) =>
  userId != null && userId === object.ownerId;
const owns = (actor: Actor | null, object: OwnedRef) => isOwner(actor?.id, object);
const ownedBy = (actor: Actor | null, object: OwnedByUser) => actor != null && actor.id === object.userId;
/** The two parties of a quote request: who sent it and the owner of its location. */
const isParty = (actor: Actor | null, q: QuoteRequestRef) =>
  actor != null && (actor.id === q.ownerId || actor.id === q.userId);
const hiddenUnless = (message: string) => (actor: Actor | null) =>
  actor ? notFound(message) : unauthenticated();

/** Actions about the viewer's own account and data: signing in is all they need. */
const signedIn = rule({ allow: (actor) => actor != null, deny: () => unauthenticated() });

const profileIncomplete = () => new DomainError('PROFILE_INCOMPLETE', accountMessages.profileIncomplete);
/**
 * Acting on the marketplace (requests, favourites, to-do lists, reviews, listing a location) needs a
 * finished registration. Refused with PROFILE_INCOMPLETE only where the rule itself would allow, so the
 * code tells nothing about an object the viewer may not see.
 */
const withCompleteProfile = <O>(r: Rule<O>) =>
  rule<O>({
    allow: (actor, object) => r.allow(actor, object) && actor?.profileComplete === true,
    deny: (actor, object) =>
      actor && !actor.profileComplete && object != null && r.allow(actor, object)
        ? profileIncomplete()
        : r.deny(actor, object),
  });
/** A signed-in account with a finished registration (own actions, no object). */
const signedInComplete = rule({
  allow: (actor) => actor?.profileComplete === true,
  deny: (actor) => (actor ? profileIncomplete() : unauthenticated()),
});
/**
 * Admin-only actions (moderation). Anyone else is refused whether or not the object exists (FORBIDDEN, or
 * UNAUTHENTICATED signed out); an administrator is told NOT_FOUND when it does not (or no longer does).
 */
const adminOnly = <O>(exists: (object: O) => boolean = () => true, missing = 'Risorsa non trovata') =>
  rule<O>({
    allow: (actor, object) => actor?.isAdmin === true && exists(object),
    deny: (actor) => (actor?.isAdmin ? notFound(missing) : actor ? forbidden() : unauthenticated()),
  });

/** Changing what a location shows: its owner, while the location exists and `canEditLocation` allows. */
const editable = (notFoundMessage: string) =>
  rule<HostLocationRef>({
    allow: (actor, loc) => !loc.deletedAt && owns(actor, loc) && canEditLocation(loc),
    deny: (actor, loc) =>
      loc && !loc.deletedAt && owns(actor, loc)
        ? new DomainError('FORBIDDEN', hostLocationMessages.editingLocked)
        : hiddenUnless(notFoundMessage)(actor),
  });

/** A public location takes requests from anyone but its owner (signed out, the form asks to sign in). */
const takesRequestsFrom = (actor: Actor | null, loc: LocationRef) =>
  !loc.deletedAt && loc.isPublic && !owns(actor, loc);

const rules = {
  signedIn,

  // Account and session.
  logout: signedIn,
  manageAccount: signedIn, // profile, avatar, consents, notification settings, password
  deleteAccount: signedIn,
  /** The viewer's own data exports: asked for and listed for the session's account only. */
  ownData: signedIn,
  managePushTokens: signedIn,
  /** Any signed-in account may switch its session between guest and host ('Diventa HOST' included). */
  switchRole: signedIn,
  /** Completing the registration is for the signed-in account's own address only. */
  completeRegistration: rule<{ email: string }>({
    allow: (actor, input) => actor != null && actor.email === input.email,
    deny: (actor) => (actor ? forbidden() : unauthenticated()),
  }),
  uploadMedia: signedIn,
  /** A host's own payment account for online deposits: the signed-in account, in its host session. */
  manageDepositAccount: rule({
    allow: (actor) => actor?.profileComplete === true && actor.role === 'HOST',
    deny: (actor) =>
      !actor
        ? unauthenticated()
        : !actor.profileComplete
          ? profileIncomplete()
          : new DomainError('FORBIDDEN', depositMessages.hostSessionOnly),
  }),

  // Favourites and contact clicks.
  readFavorites: signedIn,
  setFavorite: signedInComplete,
  /** Counted for visitors too (keyed by address and browser when signed out). */
  recordContactClick: rule({ allow: () => true, deny: () => forbidden() }),

  // Notifications: only the viewer's own feed and channel (the user id never comes from input).
  readNotifications: signedIn,
  markNotificationsRead: signedIn,
  subscribeNotifications: signedIn,

  // Locations.
  /** Public locations for everyone; an unpublished one only for its owner or an admin; a deleted one never. */
  readLocation: rule<LocationRef>({
    allow: (actor, loc) => !loc.deletedAt && (loc.isPublic || owns(actor, loc) || actor?.isAdmin === true),
    deny: () => notFound(LOCATION_NOT_FOUND),
  }),
  /** Blocked dates of an ambient or service: the owner of its location, through the editing gate. */
  setAmbientAvailability: editable(notFoundMessages.ambient),
  setServiceAvailability: editable(notFoundMessages.service),
  /** Anyone signed in may list a location ('Diventa HOST'): it waits for approval before it is public. */
  createLocation: signedInComplete,
  /** Seeing a location as its host, its calendar address, withdrawing its change request, deleting it: its owner, while it exists. */
  manageLocation: rule<HostLocationRef>({
    allow: (actor, loc) => !loc.deletedAt && owns(actor, loc),
    deny: hiddenUnless(LOCATION_NOT_FOUND),
  }),
  /** Its statistics: its owner, or an administrator; anyone else is told it does not exist. */
  readLocationStats: rule<HostLocationRef>({
    allow: (actor, loc) => !loc.deletedAt && (owns(actor, loc) || actor?.isAdmin === true),
    deny: hiddenUnless(LOCATION_NOT_FOUND),
  }),
  /** An iCalendar address imported into one of its ambients or services (sync, removal): its owner, while it exists. */
  manageCalendarImport: rule<OwnedRef & { deletedAt: Date | null }>({
    allow: (actor, row) => !row.deletedAt && owns(actor, row),
    deny: hiddenUnless(calendarImportMessages.notFound),
  }),
  /** Its subscription (status, plans, Checkout, Billing Portal): its owner, while it exists, whatever its state. */
  manageSubscription: rule<HostLocationRef>({
    allow: (actor, loc) => !loc.deletedAt && owns(actor, loc),
    deny: hiddenUnless(LOCATION_NOT_FOUND),
  }),
  /** Changing it: its owner, in approval or with a live subscription (the same gate the forms show). */
  editLocation: editable(LOCATION_NOT_FOUND),
  /** Changing or deleting one of its ambients or services: the same gate, on the location they belong to. */
  editAmbient: editable(notFoundMessages.ambient),
  editService: editable(notFoundMessages.service),

  // Quote requests.
  /** Whether the location page offers the quote form to this viewer. */
  offerQuoteForm: rule<LocationRef>({ allow: takesRequestsFrom, deny: () => notFound(LOCATION_NOT_FOUND) }),
  requestQuote: withCompleteProfile(
    rule<LocationRef>({
      allow: (actor, loc) => actor != null && takesRequestsFrom(actor, loc),
      deny: (actor, loc) => {
        if (!actor) return unauthenticated();
        if (!loc || loc.deletedAt || !loc.isPublic) return notFound(LOCATION_NOT_FOUND);
        return new DomainError('FORBIDDEN', OWN_LOCATION_QUOTE);
      },
    }),
  ),
  /** The guest's own list: its rows are chosen by the sender, so signing in is the whole rule. */
  readOwnQuoteRequests: signedIn,
  /** A request is seen by who sent it and by the owner of its location; to anyone else it does not exist. */
  readQuoteRequest: rule<QuoteRequestRef>({
    allow: (actor, q) => actor != null && (actor.id === q.ownerId || actor.id === q.userId),
    deny: hiddenUnless(QUOTE_NOT_FOUND),
  }),
  /** The host tables of a location: its owner only. */
  readLocationQuoteRequests: rule<OwnedRef>({ allow: owns, deny: hiddenUnless(LOCATION_NOT_FOUND) }),
  /** Opening a request as its host marks it read. */
  markQuoteRequestRead: rule<QuoteRequestRef>({ allow: owns, deny: hiddenUnless(QUOTE_NOT_FOUND) }),
  /** Confirming or rejecting is the host's: the owner of the request's location (transitions: domain). */
  setQuoteStatus: rule<QuoteRequestRef>({ allow: owns, deny: hiddenUnless(QUOTE_NOT_FOUND) }),
  /**
   * The priced quote: sending, revising and extending it is the host's (the location's owner); accepting
   * or declining it the guest's (who sent the request). Anyone else is told it does not exist. Which of
   * these the request's state allows is the domain's `allowedQuoteActions`, re-checked in the transaction.
   */
  sendQuote: withCompleteProfile(rule<QuoteRequestRef>({ allow: owns, deny: hiddenUnless(QUOTE_NOT_FOUND) })),
  answerQuote: withCompleteProfile(
    rule<QuoteRequestRef>({
      allow: (actor, q) => actor != null && actor.id === q.userId,
      deny: hiddenUnless(QUOTE_NOT_FOUND),
    }),
  ),

  // The conversation of a quote request (modules/conversation): its two parties only, like the request.
  /** Reading it, its attachments and its live events: who sent the request and the location's owner. */
  readConversation: rule<QuoteRequestRef>({ allow: isParty, deny: hiddenUnless(QUOTE_NOT_FOUND) }),
  /** Writing in it, uploading into it: the same two, with a finished registration (state: WRITE). */
  writeConversation: withCompleteProfile(
    rule<QuoteRequestRef>({ allow: isParty, deny: hiddenUnless(QUOTE_NOT_FOUND) }),
  ),
  /** Reporting one of its messages to the platform: the same two (which message: the service). */
  reportMessage: withCompleteProfile(
    rule<QuoteRequestRef>({ allow: isParty, deny: hiddenUnless(QUOTE_NOT_FOUND) }),
  ),

  // Reviews (modules/reviews).
  /**
   * Reviewing the location of a request: only who sent it; to anyone else it does not exist. Whether it
   * can be reviewed yet (confirmed, event passed, not reviewed) is the service's, in its transaction.
   */
  reviewQuoteRequest: withCompleteProfile(
    rule<QuoteRequestRef>({
      allow: (actor, q) => actor != null && actor.id === q.userId,
      deny: hiddenUnless(QUOTE_NOT_FOUND),
    }),
  ),
  /** Its author, for 14 days, while the platform has not hidden it; anyone else is told it does not exist. */
  editReview: withCompleteProfile(
    rule<ReviewAuthorRef>({
      allow: (actor, r) =>
        actor != null && actor.id === r.authorId && !r.hiddenAt && isReviewEditable(r.createdAt),
      deny: (actor, r) => {
        if (!actor) return unauthenticated();
        if (!r || actor.id !== r.authorId) return notFound(reviewMessages.notFound);
        return new DomainError(
          'FORBIDDEN',
          r.hiddenAt ? reviewMessages.hiddenNotEditable : reviewMessages.editWindowClosed,
        );
      },
    }),
  ),
  /**
   * Reporting a review to the platform: the owner of the reviewed location, while it is on the page.
   * Anyone else has seen it there (FORBIDDEN); a hidden one is not found.
   */
  reportReview: withCompleteProfile(
    rule<ReviewRef>({
      allow: (actor, r) => owns(actor, r) && !r.hiddenAt,
      deny: (actor, r) => {
        if (!actor) return unauthenticated();
        return r && !r.hiddenAt ? forbidden() : notFound(reviewMessages.notFound);
      },
    }),
  ),

  /**
   * Writing or editing the public reply under a review: only the owner of the reviewed location, while the
   * review is on the page. Anyone else has seen it there (FORBIDDEN); a hidden one is not found.
   */
  replyToReview: withCompleteProfile(
    rule<ReviewRef>({
      allow: (actor, r) => owns(actor, r) && !r.hiddenAt,
      deny: (actor, r) => {
        if (!actor) return unauthenticated();
        return r && !r.hiddenAt ? forbidden() : notFound(reviewMessages.notFound);
      },
    }),
  ),

  // To-do lists (modules/todo): only the owner's; to anyone else a list or task does not exist.
  readTodoLists: signedIn,
  createTodoList: signedInComplete,
  manageTodoList: withCompleteProfile(
    rule<OwnedByUser>({ allow: ownedBy, deny: hiddenUnless(todoMessages.listNotFound) }),
  ),
  manageTodoItem: withCompleteProfile(
    rule<OwnedByUser>({ allow: ownedBy, deny: hiddenUnless(todoMessages.itemNotFound) }),
  ),
  /** A list plans for a request its owner sent as a guest; the host of the request's location may not. */
  linkQuoteRequestToTodo: withCompleteProfile(
    rule<QuoteRequestRef>({
      allow: (actor, q) => actor != null && actor.id === q.userId,
      deny: hiddenUnless(QUOTE_NOT_FOUND),
    }),
  ),

  // Administration: the moderation console (modules/admin).
  /** The approval and change-request queues, one item of either. */
  readModerationQueue: adminOnly<void>(),
  /** Finding locations and accounts by name, slug or e-mail. */
  searchPlatform: adminOnly<void>(),
  /** Deciding its approval or change request, suspending it or lifting that: while it exists. */
  moderateLocation: adminOnly<LocationRef>((loc) => !loc.deletedAt, LOCATION_NOT_FOUND),
  /** Suspending an account or lifting that: never one's own, nor another administrator's. */
  moderateUser: rule<UserRef>({
    allow: (actor, user) =>
      actor?.isAdmin === true && !user.deletedAt && user.id !== actor.id && !user.isAdmin,
    deny: (actor, user) => {
      if (!actor) return unauthenticated();
      if (!actor.isAdmin) return forbidden();
      if (!user || user.deletedAt) return notFound(moderationMessages.userNotFound);
      return new DomainError(
        'FORBIDDEN',
        user.id === actor.id ? moderationMessages.cannotSuspendSelf : moderationMessages.cannotSuspendAdmin,
      );
    },
  }),
  readAuditLog: adminOnly<void>(),
  /** The console's review queue (recent, reported, hidden). */
  readReviewQueue: adminOnly<void>(),
  /** Hiding a review, showing it again, dismissing its reports. */
  moderateReview: adminOnly<ReviewRef>(() => true, reviewMessages.notFound),
  /** The console's queue of reported conversation messages, each with its conversation around it. */
  readMessageReports: adminOnly<void>(),
  /** Dismissing a message's report: while the report exists. */
  moderateMessageReport: adminOnly<{ id: string }>(() => true, conversationMessages.reportNotFound),
};

type Rules = typeof rules;
export type Action = keyof Rules;
export type ObjectOf<A extends Action> = Rules[A] extends Rule<infer O> ? O : never;
/** Actions about the viewer's own account or data, which take no object. */
export type OwnAction = { [A in Action]: [ObjectOf<A>] extends [void] ? A : never }[Action];
/** Actions about an object, which take it (null or undefined when it was not found). */
export type ObjectAction = Exclude<Action, OwnAction>;

export const ACTIONS = Object.keys(rules) as Action[];

/** Whether `actor` (null: anonymous) may do `action` (on `object`). */
export function can(actor: Actor | null, action: OwnAction): boolean;
export function can<A extends ObjectAction>(
  actor: Actor | null,
  action: A,
  object: ObjectOf<A> | null | undefined,
): boolean;
export function can(actor: Actor | null, action: Action, ...args: unknown[]): boolean {
  if (args.length > 0 && args[0] == null) return false;
  return (rules[action] as Rule<unknown>).allow(actor, args[0]);
}

/** Like `can`, but throws the rule's error when refused; returns the (now authorised) object. */
export function authorize(actor: Actor | null, action: OwnAction): void;
export function authorize<A extends ObjectAction, O extends ObjectOf<A>>(
  actor: Actor | null,
  action: A,
  object: O | null | undefined,
): O;
export function authorize(actor: Actor | null, action: Action, ...args: unknown[]): unknown {
  if ((can as (a: Actor | null, x: Action, ...o: unknown[]) => boolean)(actor, action, ...args))
    return args[0];
  throw (rules[action] as Rule<unknown>).deny(actor, args[0] ?? null);
}

/** The actor of a request (or of a socket's operation): null unless signed in. */
export function actorOf({ viewer }: Pick<Context, 'viewer'>): Actor | null {
  if (viewer.kind !== 'signed-in') return null;
  const { user } = viewer;
  const profileComplete = pendingRegistrationStep({ ...user, completed: user.completedAt != null }) === null;
  return { id: user.id, email: user.email, isAdmin: user.isAdmin, role: viewer.role, profileComplete };
}

/**
 * The one way to require a signed-in viewer: authorises `action` (by default the bare 'signedIn' rule)
 * and returns the viewer's account and session, or throws UNAUTHENTICATED.
 */
export function requireViewer(ctx: Pick<Context, 'viewer'>, action: OwnAction = 'signedIn'): SignedInViewer {
  authorize(actorOf(ctx), action);
  return ctx.viewer as SignedInViewer;
}
