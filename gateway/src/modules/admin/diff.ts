import { locationTypeLabel } from '@festa/domain';
import type { Essentials } from '../locations/essentials.js';

/** One essential field: its key, Italian label, the value compared and the value shown. */
interface FieldSpec {
  field: string;
  label: string;
  /** What equality means: the city by its comune, activity types as a set. */
  key: (e: Partial<Essentials>) => unknown;
  show: (e: Partial<Essentials>, names: Map<number, string>) => string | null;
}

const text = (k: keyof Essentials) => (e: Partial<Essentials>) => {
  const v = e[k];
  return v == null || v === '' ? null : String(v);
};
const plain = (field: keyof Essentials, label: string): FieldSpec => ({
  field,
  label,
  key: text(field),
  show: text(field),
});

export const ESSENTIAL_FIELDS: FieldSpec[] = [
  {
    field: 'locationType',
    label: 'Tipo di location',
    key: text('locationType'),
    show: (e) => (e.locationType ? locationTypeLabel(e.locationType) : null),
  },
  {
    field: 'activityTypes',
    label: 'Tipologie di attività',
    key: (e) => (e.activityTypeIds ? [...new Set(e.activityTypeIds)].sort((a, b) => a - b).join(',') : null),
    show: (e, names) => e.activityTypeIds?.map((id) => names.get(id) ?? `#${id}`).join(', ') ?? null,
  },
  plain('address', 'Indirizzo'),
  {
    field: 'city',
    label: 'Città',
    key: (e) => (e.cityId != null ? `#${e.cityId}` : (e.city ?? null)),
    show: (e) =>
      e.city ? (e.province && e.province !== e.city ? `${e.city} (${e.province})` : e.city) : null,
  },
  plain('cap', 'CAP'),
  plain('ambientCapacity', 'Capienza'),
  plain('vatNumber', 'Partita IVA / codice fiscale'),
  plain('pec', 'PEC'),
  plain('sdiCode', 'Codice SDI'),
  plain('legalName', 'Ragione sociale / nome e cognome'),
  plain('legalAddress', 'Sede legale: indirizzo'),
  {
    field: 'legalCity',
    label: 'Sede legale: comune',
    key: (e) => (e.legalCityId != null ? `#${e.legalCityId}` : (e.legalCity ?? null)),
    show: (e) =>
      e.legalCity ? (e.legalProvince ? `${e.legalCity} (${e.legalProvince})` : e.legalCity) : null,
  },
  plain('legalCap', 'Sede legale: CAP'),
  plain('phoneNumber', 'Telefono'),
  plain('whatsapp', 'WhatsApp'),
  plain('link', 'Sito web'),
  {
    field: 'visibleContacts',
    label: 'Contatti visibili',
    key: (e) => (e.visibleContacts == null ? null : e.visibleContacts),
    show: (e) => (e.visibleContacts == null ? null : e.visibleContacts ? 'Sì' : 'No'),
  },
  plain('logoUrl', 'Logo'),
];

export interface FieldDiff {
  field: string;
  label: string;
  live: string | null;
  requested: string | null;
  previous: string | null;
  changes: boolean;
  liveChangedSinceRequest: boolean;
  conflict: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Field by field: live now, asked for, and live when asked (`previous`). The request changes a field when
 * what it asks differs from what was live then; the live value changed since when it differs from that.
 * Both at once is a conflict (approving would silently undo someone's later change) unless the live
 * value already is the one asked for. A request stored without `previous` (none are, but the column
 * defaults to {}) compares against the live data and has no conflicts.
 */
export function diffEssentials(
  live: Essentials,
  requested: Partial<Essentials>,
  previous: Partial<Essentials>,
  names: Map<number, string>,
): FieldDiff[] {
  const known = Object.keys(previous).length > 0;
  return ESSENTIAL_FIELDS.map((f) => {
    const base = known ? f.key(previous) : f.key(live);
    const changes = !same(f.key(requested), base);
    const liveChangedSinceRequest = known && !same(f.key(live), base);
    return {
      field: f.field,
      label: f.label,
      live: f.show(live, names),
      requested: f.show(requested, names),
      previous: known ? f.show(previous, names) : null,
      changes,
      liveChangedSinceRequest,
      conflict: changes && liveChangedSinceRequest && !same(f.key(live), f.key(requested)),
    };
  });
}
