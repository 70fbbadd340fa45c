import { z } from 'zod';
import { EVENT_TYPES, LOCATION_TYPES, SPACE_TYPES } from '../enums.js';
import { locationMessages as m } from '../messages.js';
import { billingContactIssues, normalizeTaxNumber, taxNumberIssue } from '../tax.js';
import { idSchema } from './common.js';

/**
 * The location forms' inputs: the five creation steps (the form checks one step at a time), the whole
 * creation as the gateway parses it, and the essential-settings change request. Each issue's path is the
 * GraphQL field it belongs to.
 */

const keys = <T extends { key: string }>(list: readonly T[]) =>
  list.map((e) => e.key) as [string, ...string[]];
const required = (message: string, max: number) => z.string(message).trim().min(1, message).max(max, message);
/** Empty (or missing) optional text reads as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const PHONE = /^\+?[\d\s().-]{6,24}$/;
const phoneDigits = (v: string) => v.replace(/\D/g, '').length;
const isPhone = (v: string) => PHONE.test(v) && phoneDigits(v) >= 6 && phoneDigits(v) <= 20;

const locationType = z.enum(keys(LOCATION_TYPES), m.locationTypeRequired);
const activityTypeIds = (message: string) =>
  z.array(z.number().int().positive(), message).min(1, message).max(50, message);
const address = required(m.addressRequired, 200);
const cityId = z.number(m.cityRequired).int().positive(m.cityRequired);
const cap = z
  .string(m.capRequired)
  .trim()
  .regex(/^\d{5}$/, m.capRequired);
const ambientType = z.enum(keys(SPACE_TYPES), m.ambientTypeRequired);
const capacity = z
  .number(m.capacityRequired)
  .int(m.capacityRequired)
  .min(1, m.capacityRequired)
  .max(1_000_000);
const eventTypes = z.array(z.enum(keys(EVENT_TYPES)), m.eventTypesRequired).min(1, m.eventTypesRequired);
const name = required(m.nameRequired, 120);
const phoneNumber = required(m.phoneRequired, 30).refine((v) => !v || isPhone(v), m.phoneInvalid);
const whatsapp = optionalText(30, m.phoneInvalid).refine((v) => v == null || isPhone(v), m.phoneInvalid);
const taxNumber = z
  .string()
  .max(32, m.taxNumberInvalid)
  .nullish()
  .transform((v) => (v ? normalizeTaxNumber(v) : null) || null);
const pec = optionalText(254, m.pecInvalid).transform((v) => v?.toLowerCase() ?? null);
const sdiCode = optionalText(7, m.sdiInvalid).transform((v) => v?.toUpperCase() ?? null);

/** A website or social profile: http(s), or a bare domain that is read as https. */
const link = optionalText(500, m.linkInvalid)
  .transform((v) => (v && !/^https?:\/\//i.test(v) ? `https://${v}` : v))
  .refine((v) => {
    if (v == null) return true;
    try {
      const url = new URL(v);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.') && !/\s/.test(v);
    } catch {
      return false;
    }
  }, m.linkInvalid);

/**
 * Who the platform invoices: the legal name (a company's ragione sociale, or the person's name and surname
 * for a codice fiscale) and the registered office. The comune is picked from the list, which gives its
 * province; the postal code is typed (big comuni have many) and the gateway checks it is the comune's.
 */
const legalName = required(m.legalNameRequired, 200).refine((v) => v.length !== 1, m.legalNameInvalid);
const legalAddress = required(m.legalAddressRequired, 200);
const legalCityId = z.number(m.legalCityRequired).int().positive(m.legalCityRequired);
const legalCap = z
  .string(m.legalCapRequired)
  .trim()
  .min(1, m.legalCapRequired)
  // Empty is the message above alone.
  .regex(/^(\d{5})?$/, m.legalCapInvalid);
const legalFields = { legalName, legalAddress, legalCityId, legalCap };
/** The province the chosen comune shows, as its two-letter code (MI): the form's read-only field. */
const legalProvince = z
  .string(m.legalProvinceRequired)
  .trim()
  .regex(/^[A-Z]{2}$/, m.legalProvinceRequired);

interface TaxFields {
  locationType: string;
  vatNumber?: string | null;
  pec?: string | null;
  sdiCode?: string | null;
}

/** The tax number the type needs, then the e-invoicing contact (see domain/tax.ts). */
function checkTax(value: TaxFields, ctx: z.RefinementCtx) {
  const tax = taxNumberIssue(value.locationType, value.vatNumber);
  if (tax) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: tax });
  const contact = billingContactIssues(value);
  if (contact.pec) ctx.addIssue({ code: 'custom', path: ['pec'], message: contact.pec });
  if (contact.sdiCode) ctx.addIssue({ code: 'custom', path: ['sdiCode'], message: contact.sdiCode });
}

const taxFields = { vatNumber: taxNumber, pec, sdiCode };

/**
 * The creation form's steps, 1 to 5, each over the whole draft (unknown keys are ignored). Step 2 also
 * requires the city's name, province and postal code the form shows read-only; step 5 reads the location
 * type chosen in step 1 for the tax rules.
 */
export const createLocationSteps = [
  z.object({ locationType, activityTypeIds: activityTypeIds(m.activityTypesRequired) }),
  z.object({
    address,
    cityId,
    city: required(m.cityRequired, 120),
    province: required(m.provinceRequired, 120),
    cap,
  }),
  z.object({ ambientType, ambientCapacity: capacity }),
  z.object({ eventTypes }),
  z
    .object({
      locationType,
      name,
      ...taxFields,
      ...legalFields,
      legalCity: required(m.legalCityRequired, 120),
      legalProvince,
      phoneNumber,
      link,
    })
    .superRefine(checkTax),
] as const;

/** The whole creation, as the gateway parses it (province and city name come from the comune). */
export const createLocationInputSchema = z
  .object({
    idempotencyKey: z.string().trim().min(1).max(100),
    locationType,
    activityTypeIds: activityTypeIds(m.activityTypesRequired),
    address,
    cityId,
    cap,
    ambientType,
    ambientCapacity: capacity,
    eventTypes,
    name,
    ...taxFields,
    ...legalFields,
    phoneNumber,
    link,
  })
  .superRefine(checkTax);

const essentials = {
  locationType,
  activityTypeIds: activityTypeIds(m.activityTypeRequired),
  address,
  cityId,
  cap,
  ambientCapacity: capacity,
  ...taxFields,
  ...legalFields,
  phoneNumber,
  whatsapp,
  link,
  visibleContacts: z.boolean(),
  logoUrl: z
    .string()
    .max(500)
    .nullish()
    .transform((v) => v || null),
};

/**
 * The essential data of a location, field by field: as the settings form holds it (`Blank` is '', so every
 * text is a string) and as the gateway stores a change request (`Blank` is null for a text left out).
 */
export interface EssentialsData<Blank extends '' | null> {
  locationType: string;
  activityTypeIds: number[];
  address: string;
  cityId: number | null;
  city: string;
  province: string;
  cap: string;
  ambientCapacity: number;
  vatNumber: string | Blank;
  pec: string | Blank;
  sdiCode: string | Blank;
  legalName: string | Blank;
  legalAddress: string | Blank;
  legalCityId: number | null;
  legalCity: string | Blank;
  /** The comune's province code (MI). */
  legalProvince: string | Blank;
  legalCap: string | Blank;
  phoneNumber: string;
  whatsapp: string | Blank;
  link: string | Blank;
  visibleContacts: boolean;
  logoUrl: string | null;
}

/** The essential-settings form: what a change request asks for. */
export const locationEssentialsSchema = z.object(essentials).superRefine(checkTax);

/** The change request as the gateway parses it. */
export const locationChangesInputSchema = z
  .object({ locationId: idSchema, ...essentials })
  .superRefine(checkTax);

export type CreateLocationInput = z.infer<typeof createLocationInputSchema>;
export type LocationChangesInput = z.infer<typeof locationChangesInputSchema>;
