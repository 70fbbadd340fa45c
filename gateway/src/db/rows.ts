import type { PriceProfile } from '@festalocation/domain';
import type {
  activityTypes,
  ambients,
  cities,
  locations,
  notifications,
  partners,
  reviews,
  services,
  tags,
  users,
} from './schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type AmbientRow = typeof ambients.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
/** A service with its type's name, as the location page and its loader read it. */
export type ServiceWithType = ServiceRow & { serviceTypeName: string };
export type ReviewRow = typeof reviews.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type ActivityTypeRow = typeof activityTypes.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** What search returns per card: only the columns a card needs. */
export interface LocationCardRow {
  id: string;
  seq: number;
  slug: string;
  name: string;
  city: string;
  minPriceCents: number | null;
  priceProfile: PriceProfile;
}

export interface ViewerRow {
  user: UserRow;
  sessionId: string;
}
