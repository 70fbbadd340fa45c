import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  conversationAttachments,
  conversationMessages,
  favorites,
  locationContactClicks,
  locations,
  notifications,
  pushTokens,
  quoteRequestAmbients,
  quoteRequests,
  quoteRequestServices,
  reviews,
  sessions,
  todoLists,
  users,
} from '../../db/schema/index.js';
import { wantsNewLocations } from '../notifications/preferences.js';
import { itemsOfLists } from '../todo/views.js';

/** Bumped when the export's shape changes, so a reader knows which fields to expect. */
export const EXPORT_FORMAT_VERSION = 1;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Everything the product holds about one user, as plain JSON. Columns are listed one by one (never a whole
 * row): a column added later (a hash, a token) stays out of the export until someone decides it belongs.
 * Left out on purpose: the password hash, the token version, push device tokens, social-provider ids
 * (only whether each is linked) and session ids (they name a live credential).
 */
export async function collectUserData(db: DbOrTx, userId: string, now: Date) {
  const [found] = await db.select({ user: users, wantsNewLocations }).from(users).where(eq(users.id, userId));
  if (!found) throw new Error(`user ${userId} not found`);
  const u = found.user;

  const favs = await db
    .select({
      createdAt: favorites.createdAt,
      name: locations.name,
      slug: locations.slug,
      city: locations.city,
    })
    .from(favorites)
    .innerJoin(locations, eq(locations.id, favorites.locationId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));

  const lists = await db
    .select()
    .from(todoLists)
    .where(eq(todoLists.userId, userId))
    .orderBy(asc(todoLists.createdAt));
  const items = await itemsOfLists(
    db,
    lists.map((l) => l.id),
  );

  const sent = await requestsWhere(db, eq(quoteRequests.userId, userId));
  const owned = await db
    .select({
      id: locations.id,
      name: locations.name,
      slug: locations.slug,
      city: locations.city,
      createdAt: locations.createdAt,
      deletedAt: locations.deletedAt,
    })
    .from(locations)
    .where(eq(locations.ownerId, userId))
    .orderBy(asc(locations.createdAt), asc(locations.seq));
  const received = owned.length
    ? await requestsWhere(
        db,
        inArray(
          quoteRequests.locationId,
          owned.map((l) => l.id),
        ),
      )
    : [];

  const feed = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.seq));
  const reviewsWritten = await db
    .select({ r: reviews, location: locations.name })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
  const sess = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const clicks = await db
    .select({ type: locationContactClicks.type, day: locationContactClicks.day, location: locations.name })
    .from(locationContactClicks)
    .innerJoin(locations, eq(locations.id, locationContactClicks.locationId))
    .where(eq(locationContactClicks.userId, userId))
    .orderBy(asc(locationContactClicks.createdAt));
  const devices = await db
    .select({ platform: pushTokens.platform, createdAt: pushTokens.createdAt })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(asc(pushTokens.createdAt));

  // What the user wrote in the conversations of their requests (the other side's messages are theirs).
  const messagesWritten = await db
    .select({
      number: quoteRequests.number,
      location: locations.name,
      side: conversationMessages.authorSide,
      body: conversationMessages.body,
      fileName: conversationAttachments.fileName,
      readAt: conversationMessages.readAt,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(quoteRequests, eq(quoteRequests.id, conversationMessages.quoteRequestId))
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .leftJoin(conversationAttachments, eq(conversationAttachments.id, conversationMessages.attachmentId))
    .where(eq(conversationMessages.authorId, userId))
    .orderBy(asc(conversationMessages.createdAt));

  return {
    format: EXPORT_FORMAT_VERSION,
    generatedAt: now.toISOString(),
    account: {
      email: u.email,
      fullName: u.fullName,
      city: u.city,
      birthDate: u.birthDate,
      phoneNumber: u.phoneNumber,
      avatarUrl: u.avatarUrl,
      isVerified: u.isVerified,
      createdAt: iso(u.createdAt),
      completedAt: iso(u.completedAt),
      suspendedAt: iso(u.suspendedAt),
      socialSignIn: { google: !!u.googleId, facebook: !!u.facebookId, apple: !!u.appleId },
    },
    consents: {
      termsAcceptedAt: iso(u.termsAcceptedAt),
      privacyAcceptedAt: iso(u.privacyAcceptedAt),
      marketingConsentAt: iso(u.marketingConsentAt),
      profilingConsentAt: iso(u.profilingConsentAt),
    },
    notificationSettings: {
      notifyQuoteRequests: u.notifyQuoteRequests,
      notifyQuoteAccepted: u.notifyQuoteAccepted,
      // As in force: the person's choice, else the default of their role.
      notifyNewLocations: found.wantsNewLocations,
    },
    favorites: favs.map((f) => ({
      location: f.name,
      slug: f.slug,
      city: f.city,
      createdAt: iso(f.createdAt),
    })),
    todoLists: lists.map((l) => ({
      name: l.name,
      note: l.note,
      closedAt: iso(l.closedAt),
      createdAt: iso(l.createdAt),
      tasks: items
        .filter((i) => i.listId === l.id)
        .map((i) => ({ name: i.name, note: i.note, done: i.done, createdAt: iso(i.createdAt) })),
    })),
    quoteRequestsSent: sent,
    locations: owned.map((l) => ({
      name: l.name,
      slug: l.slug,
      city: l.city,
      createdAt: iso(l.createdAt),
      deletedAt: iso(l.deletedAt),
    })),
    quoteRequestsReceived: received,
    notifications: feed.map((n) => ({
      type: n.type,
      role: n.role,
      isRead: n.isRead,
      metadata: n.metadata,
      createdAt: iso(n.createdAt),
    })),
    messages: messagesWritten.map((m) => ({
      quoteRequest: m.number,
      location: m.location,
      as: m.side,
      body: m.body,
      attachment: m.fileName,
      readAt: iso(m.readAt),
      createdAt: iso(m.createdAt),
    })),
    reviews: reviewsWritten.map(({ r, location }) => ({
      location,
      author: r.author,
      vote: r.voteTenths / 10,
      title: r.title,
      content: r.content,
      isHidden: r.isHidden,
      createdAt: iso(r.createdAt),
      editedAt: iso(r.editedAt),
    })),
    sessions: sess.map((s) => ({
      role: s.role,
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      endedAt: iso(s.endedAt),
    })),
    // Which locations' phone or WhatsApp contacts the user opened (hosts see the counts).
    contactClicks: clicks,
    pushDevices: devices.map((d) => ({ platform: d.platform, createdAt: iso(d.createdAt) })),
  };
}

export type UserDataExport = Awaited<ReturnType<typeof collectUserData>>;

async function requestsWhere(db: DbOrTx, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({ q: quoteRequests, location: locations.name })
    .from(quoteRequests)
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .where(where)
    .orderBy(asc(quoteRequests.createdAt));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.q.id);
  const amb = await db
    .select()
    .from(quoteRequestAmbients)
    .where(inArray(quoteRequestAmbients.quoteRequestId, ids));
  const svc = await db
    .select()
    .from(quoteRequestServices)
    .where(inArray(quoteRequestServices.quoteRequestId, ids));
  return rows.map(({ q, location }) => ({
    location,
    number: q.number,
    status: q.status,
    date: q.date,
    guests: q.guests,
    guestName: q.guestName,
    guestEmail: q.guestEmail,
    guestPhone: q.guestPhone,
    note: q.note,
    allergens: q.allergens,
    totalCents: q.totalCents,
    createdAt: iso(q.createdAt),
    ambients: amb
      .filter((a) => a.quoteRequestId === q.id)
      .map((a) => ({ name: a.name, priceCents: a.priceCents, rentDuration: a.rentDuration })),
    services: svc
      .filter((s) => s.quoteRequestId === q.id)
      .map((s) => ({ name: s.name, priceCents: s.priceCents })),
  }));
}
