import { and, count, inArray, isNull } from 'drizzle-orm';
import { billingContactIssues, normalizeTaxNumber, taxNumberIssue, taxNumberKind } from '@festa/domain/tax';
import { locationMessages } from '@festa/domain/messages';
import type { DbOrTx } from '../../db/client.js';
import type { LocationRow, UserRow } from '../../db/rows.js';
import { locations, users } from '../../db/schema/index.js';

/** An account as the console shows it (the GraphQL ModerationUser). */
export interface ModerationUserView {
  id: string;
  email: string;
  fullName: string | null;
  phoneNumber: string | null;
  isAdmin: boolean;
  isVerified: boolean;
  createdAt: Date;
  deletedAt: Date | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  locationCount: number;
}

/** A location as the console lists it (the GraphQL ModerationLocation). */
export interface ModerationLocationView {
  id: string;
  slug: string;
  name: string;
  city: string;
  approvalStatus: never;
  subscriptionType: never;
  subscriptionStatus: never;
  isPublic: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  deletedAt: Date | null;
  rejectionReason: string | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  owner: ModerationUserView;
}

/** The console's views of accounts, with how many locations each owns: one grouped query for all. */
export async function moderationUsers(db: DbOrTx, rows: UserRow[]): Promise<ModerationUserView[]> {
  const ids = [...new Set(rows.map((r) => r.id))];
  const counts = ids.length
    ? await db
        .select({ ownerId: locations.ownerId, n: count() })
        .from(locations)
        .where(and(inArray(locations.ownerId, ids), isNull(locations.deletedAt)))
        .groupBy(locations.ownerId)
    : [];
  const byOwner = new Map(counts.map((c) => [c.ownerId, c.n]));
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    phoneNumber: u.phoneNumber,
    isAdmin: u.isAdmin,
    isVerified: u.isVerified,
    createdAt: u.createdAt,
    deletedAt: u.deletedAt,
    suspendedAt: u.suspendedAt,
    suspensionReason: u.suspensionReason,
    locationCount: byOwner.get(u.id) ?? 0,
  }));
}

export async function moderationUser(db: DbOrTx, row: UserRow): Promise<ModerationUserView> {
  return (await moderationUsers(db, [row]))[0]!;
}

/** The console's views of locations with their owners, in the order given. */
export async function moderationLocations(
  db: DbOrTx,
  rows: LocationRow[],
): Promise<ModerationLocationView[]> {
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const owners = ownerIds.length ? await db.select().from(users).where(inArray(users.id, ownerIds)) : [];
  const views = new Map((await moderationUsers(db, owners)).map((o) => [o.id, o]));
  return rows.map((l) => ({
    id: l.id,
    slug: l.slug,
    name: l.name,
    city: l.city,
    approvalStatus: l.approvalStatus as never,
    subscriptionType: l.subscriptionType as never,
    subscriptionStatus: l.subscriptionStatus as never,
    isPublic: l.isPublic,
    publishedAt: l.publishedAt,
    createdAt: l.createdAt,
    deletedAt: l.deletedAt,
    rejectionReason: l.rejectionReason,
    suspendedAt: l.suspendedAt,
    suspensionReason: l.suspensionReason,
    owner: views.get(l.ownerId)!,
  }));
}

export async function moderationLocation(db: DbOrTx, row: LocationRow): Promise<ModerationLocationView> {
  return (await moderationLocations(db, [row]))[0]!;
}

/** Business and tax data as stored or asked for; `vatNumber` is the one field people type either number in. */
export interface BusinessInput {
  locationType: string;
  vatNumber: string | null;
  pec: string | null;
  sdiCode: string | null;
  phoneNumber: string;
  whatsapp: string | null;
  link: string | null;
  legalName?: string | null;
  legalAddress?: string | null;
  legalCity?: string | null;
  legalProvince?: string | null;
  legalCap?: string | null;
}

/** A registered office as an invoice prints it: 'Via Roma 1, 20121 Milano (MI)'. */
export function registeredOffice(b: BusinessInput): string | null {
  if (!b.legalAddress || !b.legalCity) return null;
  const place = [b.legalCap, b.legalCity].filter(Boolean).join(' ');
  return `${b.legalAddress}, ${place}${b.legalProvince ? ` (${b.legalProvince})` : ''}`;
}

/**
 * The forms' own checks (domain/tax.ts) run again, now: the rules or the data may have changed since the
 * host typed it, and the reviewer should not have to trust the form.
 */
export function businessData(b: BusinessInput) {
  const tax = b.vatNumber ? normalizeTaxNumber(b.vatNumber) : null;
  const kind = tax ? taxNumberKind(tax) : null;
  const issues: { field: string; message: string }[] = [];
  const taxIssue = taxNumberIssue(b.locationType, tax);
  if (taxIssue) issues.push({ field: 'vatNumber', message: taxIssue });
  const contact = billingContactIssues({
    locationType: b.locationType,
    vatNumber: tax,
    pec: b.pec,
    sdiCode: b.sdiCode,
  });
  for (const [field, message] of Object.entries(contact)) if (message) issues.push({ field, message });
  // Invoices need who and where: the legal name and the registered office.
  if (!b.legalName) issues.push({ field: 'legalName', message: locationMessages.legalNameRequired });
  const office = registeredOffice(b);
  if (!office) issues.push({ field: 'legalAddress', message: locationMessages.legalAddressRequired });
  return {
    locationType: b.locationType as never,
    vatNumber: kind === 'VAT' ? tax : kind ? null : tax,
    taxCode: kind === 'TAX_CODE' ? tax : null,
    pec: b.pec,
    sdiCode: b.sdiCode,
    phoneNumber: b.phoneNumber,
    whatsapp: b.whatsapp,
    link: b.link,
    legalName: b.legalName ?? null,
    registeredOffice: office,
    taxNumberKind: kind,
    issues,
  };
}

/** The 48-hour approval promise hosts are given. */
export const APPROVAL_PROMISE_HOURS = 48;
const HOUR = 3_600_000;

/** Whole hours left of the promise (2 hours and 40 minutes late reads -2), and whether it is broken. */
export function promise(submittedAt: Date, now = new Date()) {
  const left = submittedAt.getTime() + APPROVAL_PROMISE_HOURS * HOUR - now.getTime();
  return { hoursLeft: Math.trunc(left / HOUR) || 0, overdue: left < 0 };
}

export const hoursSince = (at: Date, now = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - at.getTime()) / HOUR));
