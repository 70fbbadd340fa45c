import type { SearchFilters } from './search.generated';

/** The URL's filter object, as the search page's address carries it: `/search?filters={json}`. */
export interface UrlFilters {
  name?: string;
  city?: string;
  date?: string;
  guests?: number;
  eventType?: string;
  budget?: [number, number];
  tags?: { label: string; value: number }[];
  activityTypes?: { label: string; value: number }[];
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const labelled = (v: unknown) =>
  Array.isArray(v)
    ? v
        .filter((x): x is { label: unknown; value: unknown } => isObj(x))
        .filter((x) => typeof x.value === 'number' && Number.isInteger(x.value))
        .map((x) => ({ label: String(x.label ?? ''), value: x.value as number }))
    : undefined;

/** Tolerant parse: anything malformed in a shared or hand-edited URL is dropped, never thrown. */
export function parseUrlFilters(raw: string | null): UrlFilters {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isObj(data)) return {};
  const out: UrlFilters = {};
  if (typeof data.name === 'string' && data.name.trim()) out.name = data.name.slice(0, 100);
  if (typeof data.city === 'string' && data.city.trim()) out.city = data.city.slice(0, 100);
  if (typeof data.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(data.date)) out.date = data.date;
  if (typeof data.guests === 'number' && Number.isInteger(data.guests) && data.guests >= 1)
    out.guests = data.guests;
  if (typeof data.eventType === 'string' && /^[A-Z_]+$/.test(data.eventType)) out.eventType = data.eventType;
  if (
    Array.isArray(data.budget) &&
    data.budget.length === 2 &&
    data.budget.every((n) => typeof n === 'number')
  ) {
    out.budget = [data.budget[0] as number, data.budget[1] as number];
  }
  const tags = labelled(data.tags);
  if (tags?.length) out.tags = tags;
  const activityTypes = labelled(data.activityTypes);
  if (activityTypes?.length) out.activityTypes = activityTypes;
  return out;
}

/**
 * A filter that narrows nothing: absent, blank text, no number, an empty list (the last chip removed), or
 * the default of one guest (every location holds one).
 */
const isEmptyFilter = (key: string, v: unknown) =>
  (key === 'guests' && v === 1) ||
  v === undefined ||
  v === null ||
  (typeof v === 'string' && !v.trim()) ||
  (typeof v === 'number' && !Number.isFinite(v)) ||
  (Array.isArray(v) && v.length === 0);

/** The address of a search: only the filters that narrow it (none: plain `/search`). */
export function searchHref(filters: UrlFilters): string {
  const clean = Object.fromEntries(Object.entries(filters).filter(([k, v]) => !isEmptyFilter(k, v)));
  return Object.keys(clean).length
    ? `/search?filters=${encodeURIComponent(JSON.stringify(clean))}`
    : '/search';
}

export function toSearchInput(f: UrlFilters): SearchFilters {
  return {
    name: f.name ?? null,
    city: f.city ?? null,
    date: f.date ?? null,
    guests: f.guests ?? null,
    eventType: (f.eventType as SearchFilters['eventType']) ?? null,
    budgetMin: f.budget?.[0] ?? null,
    budgetMax: f.budget?.[1] ?? null,
    tagIds: f.tags?.map((t) => t.value) ?? null,
    activityTypeIds: f.activityTypes?.map((t) => t.value) ?? null,
  };
}

export const BUDGET_STEP = 10;
export const BUDGET_DEFAULTS = { min: 10, max: 5000 } as const;

/**
 * Keeps a budget range valid: inside the server's bounds, on the step of 10, and at least 10 apart
 * (the end that was not just moved gives way).
 */
export function normalizeBudget(
  range: [number, number],
  bounds: { min: number; max: number },
  moved: 'min' | 'max' = 'max',
): [number, number] {
  const snap = (n: number) => Math.round(n / BUDGET_STEP) * BUDGET_STEP;
  const lo = Math.ceil(bounds.min / BUDGET_STEP) * BUDGET_STEP;
  const hi = Math.max(Math.floor(bounds.max / BUDGET_STEP) * BUDGET_STEP, lo + BUDGET_STEP);
  const clamp = (n: number) => Math.min(Math.max(snap(Number.isFinite(n) ? n : lo), lo), hi);
  let [min, max] = [clamp(range[0]), clamp(range[1])];
  if (max - min < BUDGET_STEP) {
    if (moved === 'min') {
      min = Math.min(min, hi - BUDGET_STEP);
      max = min + BUDGET_STEP;
    } else {
      max = Math.max(max, lo + BUDGET_STEP);
      min = max - BUDGET_STEP;
    }
  }
  return [min, max];
}
