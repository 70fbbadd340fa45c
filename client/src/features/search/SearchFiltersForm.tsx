import { useEffect, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useQuery } from '@apollo/client/react';
import { Button as AriaButton, DialogTrigger } from 'react-aria-components';
import { EVENT_TYPES } from '@festa/domain';
import { FiltersMetadataDocument } from './search.generated';
import { it } from '../../i18n/it';
import { useDebounced } from '../../lib/useDebounced';
import {
  Checkbox,
  CheckboxGroup,
  Dialog,
  NumberField,
  Popover,
  Select,
  SelectItem,
  TextField,
} from '../../ui';
import { CityComboBox } from './CityComboBox';
import { BUDGET_DEFAULTS, BUDGET_STEP, normalizeBudget, type UrlFilters } from './filters';
import { LazyDatePicker } from './LazyDatePicker';
import * as s from './Search.css';

export const GUESTS_DEBOUNCE_MS = 500;

/** Text typed into a field reaches the URL 500 ms after the last keystroke. */
function useDebouncedCommit<T>(value: T, committed: T, commit: (v: T) => void) {
  const debounced = useDebounced(value, GUESTS_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== committed) commit(debounced);
    // Only when the debounced value settles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
}

function NameField({ value, onCommit }: { value?: string; onCommit: (v?: string) => void }) {
  const [text, setText] = useState(value ?? '');
  // Follow the URL when it changes from elsewhere (a removed chip, back/forward), not while typing.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((text.trim() || undefined) !== value) setText(value ?? '');
  }
  useDebouncedCommit(text.trim() || undefined, value, onCommit);
  return (
    <TextField
      label={it.discovery.name}
      placeholder={it.discovery.namePlaceholder}
      value={text}
      onChange={setText}
      maxLength={100}
    />
  );
}

function GuestsField({ value, onCommit }: { value?: number; onCommit: (v?: number) => void }) {
  const [n, setN] = useState<number | undefined>(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (n !== value) setN(value);
  }
  useDebouncedCommit(n, value, onCommit);
  return (
    <NumberField
      label={it.discovery.guests}
      minValue={1}
      // No filter is the default of one guest (spec), shown as such rather than as an empty box.
      value={n ?? 1}
      onChange={(v) => setN(Number.isNaN(v) ? undefined : Math.max(1, v))}
    />
  );
}

/** What a picker's button says: 'Qualsiasi', the one chosen, or the first and how many more. */
function pickedSummary(selected: { label: string }[]): string | null {
  const [first, ...rest] = selected;
  if (!first) return null;
  return rest.length ? it.discovery.pickedMore(first.label, rest.length) : first.label;
}

/** A field like the others: its label above a box that opens the choices and says what is chosen. */
function MultiPicker({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: { id: number; name: string }[];
  selected: { label: string; value: number }[];
  onChange: (next: { label: string; value: number }[] | undefined) => void;
}) {
  const id = useId();
  const summary = pickedSummary(selected);
  return (
    <div className={s.pickerField}>
      {/* A label for the button: pressing it opens the choices too; the name also reads the choice. */}
      <label htmlFor={`${id}-button`} id={`${id}-label`} className={s.pickerLabel}>
        {label}
      </label>
      <DialogTrigger>
        <AriaButton
          id={`${id}-button`}
          aria-labelledby={`${id}-label ${id}-value`}
          className={s.pickerButton}
        >
          <span id={`${id}-value`} className={s.pickerValue} data-placeholder={summary ? undefined : true}>
            {summary ?? it.discovery.anyOption}
          </span>
          <ChevronDown aria-hidden="true" className={s.pickerChevron} />
        </AriaButton>
        <Popover placement="bottom start">
          <Dialog aria-label={label} className={s.pickerDialog} showCloseButton={false}>
            <CheckboxGroup
              label={label}
              value={selected.map((x) => String(x.value))}
              onChange={(values) => {
                const next = options
                  .filter((o) => values.includes(String(o.id)))
                  .map((o) => ({ label: o.name, value: o.id }));
                onChange(next.length ? next : undefined);
              }}
            >
              {options.map((o) => (
                <Checkbox key={o.id} value={String(o.id)}>
                  {o.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

/** Every search filter; each change becomes the new URL (the URL is the search state). */
export function SearchFiltersForm({
  filters,
  onChange,
  layout,
}: {
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
  layout: 'bar' | 'panel';
}) {
  const { data } = useQuery(FiltersMetadataDocument);
  const meta = data?.filtersMetadata;
  // Defaults 10 to 5000 until the server's metadata answers.
  const bounds = { min: meta?.minPrice ?? BUDGET_DEFAULTS.min, max: meta?.maxPrice ?? BUDGET_DEFAULTS.max };
  const budget = filters.budget ?? [bounds.min, bounds.max];
  const set = (patch: Partial<UrlFilters>) => onChange({ ...filters, ...patch });
  const setBudget = (range: [number, number], moved: 'min' | 'max') => {
    const next = normalizeBudget(range, bounds, moved);
    set({ budget: next[0] <= bounds.min && next[1] >= bounds.max ? undefined : next });
  };

  return (
    <div className={layout === 'bar' ? s.bar : s.panelForm} role="group" aria-label={it.discovery.filters}>
      <NameField value={filters.name} onCommit={(name) => set({ name })} />
      <CityComboBox
        key={`c-${filters.city ?? ''}`}
        label={it.discovery.city}
        value={filters.city ?? ''}
        onChange={(city, text) => {
          if (city || !text) set({ city: city?.nome ?? undefined });
        }}
      />
      <LazyDatePicker label={it.discovery.date} value={filters.date} onChange={(date) => set({ date })} />
      <GuestsField value={filters.guests} onCommit={(guests) => set({ guests })} />
      <Select
        label={it.discovery.eventType}
        placeholder={it.discovery.anyEvent}
        selectedKey={filters.eventType ?? null}
        onSelectionChange={(key) => set({ eventType: key ? String(key) : undefined })}
      >
        {EVENT_TYPES.map((e) => (
          <SelectItem key={e.key} id={e.key}>
            {e.label}
          </SelectItem>
        ))}
      </Select>
      <NumberField
        label={it.discovery.budgetMin}
        minValue={bounds.min}
        maxValue={bounds.max - BUDGET_STEP}
        step={BUDGET_STEP}
        value={budget[0]}
        onChange={(v) => setBudget([v, budget[1]], 'min')}
      />
      <NumberField
        label={it.discovery.budgetMax}
        minValue={bounds.min + BUDGET_STEP}
        maxValue={bounds.max}
        step={BUDGET_STEP}
        value={budget[1]}
        onChange={(v) => setBudget([budget[0], v], 'max')}
      />
      <MultiPicker
        label={it.discovery.tags}
        options={meta?.tags ?? []}
        selected={filters.tags ?? []}
        onChange={(tags) => set({ tags })}
      />
      <MultiPicker
        label={it.discovery.activityTypes}
        options={meta?.activityTypes ?? []}
        selected={filters.activityTypes ?? []}
        onChange={(activityTypes) => set({ activityTypes })}
      />
    </div>
  );
}
