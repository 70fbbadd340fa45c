/**
 * The authorisation rules that the client needs too, so it shows or hides an action exactly as the gateway
 * will allow it (gateway/src/policies.ts builds on these; the server re-checks every one). Pure: no I/O.
 */

export type SessionRoleName = 'HOST' | 'GUEST';
export type QuoteStatusName = 'PENDING' | 'QUOTED' | 'CONFIRMED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';

/** What the client knows about who is using it: a session (token and role) or none. */
export interface SessionView {
  signedIn: boolean;
  role: SessionRoleName;
}

/**
 * The statuses a host may still apply to a request ('Imposta stato'): a PENDING one changes once, to
 * CONFIRMED or REJECTED. CANCELLED is never chosen there (a cancellation has its own path, with who and
 * why) and, like the other two, is final.
 */
export function quoteStatusTransitions(from: string): QuoteStatusName[] {
  return from === 'PENDING' ? ['CONFIRMED', 'REJECTED'] : [];
}

/** Whether a host may move a request from `from` to `to`. */
export const canChangeQuoteStatus = (from: string, to: string) =>
  (quoteStatusTransitions(from) as string[]).includes(to);

/** The host dashboard (and its navigation) belongs to a signed-in HOST session only. */
export const canSeeHostDashboard = (session: SessionView) => session.signedIn && session.role === 'HOST';

/**
 * 'Diventa HOST' is offered to anyone who has no location yet (signed out, it leads to the login in the
 * host role); anyone signed in may switch their session's role.
 */
export const canOfferBecomeHost = (viewer: { hasLocation: boolean }) => !viewer.hasLocation;

/** The guest's menu offers 'switch to host' once the account has a location to manage. */
export const canSwitchToHost = (session: SessionView & { selectedLocationId: string | null }) =>
  session.signedIn && session.role !== 'HOST' && session.selectedLocationId != null;

/**
 * The quote form shows where the server says the viewer may request a quote (a public location that is
 * not the viewer's own), and never to a HOST session: a host books events as a guest.
 */
export const canShowQuoteForm = (session: SessionView, location: { canRequestQuote: boolean }) =>
  location.canRequestQuote && !canSeeHostDashboard(session);

/** What the editing gate looks at: the location's approval and its subscription. */
export interface LocationStanding {
  approvalStatus: string;
  subscriptionStatus: string;
  subscriptionType: string;
}

/**
 * A host edits a location while it is in approval (PENDING, or REJECTED and being corrected: neither is
 * public). Once approved, editing needs a live subscription: ACTIVE, or the early-bird FREE_FOREVER plan,
 * which is live without payments.
 */
export const canEditLocation = (l: LocationStanding) =>
  l.approvalStatus !== 'APPROVED' ||
  l.subscriptionStatus === 'ACTIVE' ||
  l.subscriptionType === 'FREE_FOREVER';

/** What an account still owes before it may act: its profile, then the required consents. */
export interface RegistrationState {
  completed: boolean;
  termsAcceptedAt: unknown;
  privacyAcceptedAt: unknown;
}

/**
 * The registration step an account must finish before anything that needs a complete profile (a quote
 * request, favourites, to-do lists, reviews, listing a location): 'profile' (name, city, birth date), then
 * 'consents' (terms and privacy), or null once both are done. The client forces the matching dialog on
 * every page; the gateway refuses those actions with PROFILE_INCOMPLETE until then.
 */
export function pendingRegistrationStep(user: RegistrationState): 'profile' | 'consents' | null {
  if (!user.completed) return 'profile';
  if (user.termsAcceptedAt == null || user.privacyAcceptedAt == null) return 'consents';
  return null;
}
