import type { Resolvers } from './generated/resolvers.js';
import { DateScalar, DateTimeScalar, JSONScalar } from './scalars.js';
import { authResolvers } from './modules/auth/resolvers.js';
import { searchResolvers } from './modules/search/resolvers.js';
import { locationResolvers } from './modules/locations/resolvers.js';
import { notificationResolvers } from './modules/notifications/resolvers.js';
import { profileResolvers } from './modules/profile/resolvers.js';
import { favoriteResolvers } from './modules/favorites/resolvers.js';
import { quoteResolvers } from './modules/quotes/resolvers.js';
import { availabilityResolvers } from './modules/availability/resolvers.js';
import { billingResolvers } from './modules/billing/resolvers.js';
import { depositResolvers } from './modules/deposits/resolvers.js';
import { adminResolvers } from './modules/admin/resolvers.js';
import { reviewResolvers } from './modules/reviews/resolvers.js';
import { todoResolvers } from './modules/todo/resolvers.js';
import { privacyResolvers } from './modules/privacy/resolvers.js';
import { consentResolvers } from './modules/consent/resolvers.js';
import { conversationResolvers } from './modules/conversation/resolvers.js';
import { statsResolvers } from './modules/stats/resolvers.js';
import { calendarImportResolvers } from './modules/calendarImport/resolvers.js';

const modules: Resolvers[] = [
  authResolvers,
  searchResolvers,
  locationResolvers,
  notificationResolvers,
  profileResolvers,
  favoriteResolvers,
  quoteResolvers,
  availabilityResolvers,
  billingResolvers,
  depositResolvers,
  adminResolvers,
  reviewResolvers,
  todoResolvers,
  privacyResolvers,
  consentResolvers,
  conversationResolvers,
  statsResolvers,
  calendarImportResolvers,
];

/** Merges the modules' resolver maps type by type (a type may get fields from several modules). */
export function buildResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const mod of modules) {
    for (const [typeName, fields] of Object.entries(mod)) {
      merged[typeName] = { ...(merged[typeName] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return { ...(merged as Resolvers), Date: DateScalar, DateTime: DateTimeScalar, JSON: JSONScalar };
}
