import { useNavigate } from 'react-router';
import { eventTypeLabel } from '@festa/domain';
import { it } from '../../i18n/it';
import { Chip } from '../../ui';
import { searchHref, type UrlFilters } from './filters';
import * as s from './Search.css';

const formatDate = (iso: string) => iso.split('-').reverse().join('/');

/** Every active filter as a removable chip; removing one rewrites the URL, which is the search state. */
export function FilterChips({ filters }: { filters: UrlFilters }) {
  const navigate = useNavigate();
  const without = (patch: Partial<UrlFilters>) => navigate(searchHref({ ...filters, ...patch }));
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.name)
    chips.push({ key: 'name', label: filters.name, remove: () => without({ name: undefined }) });
  if (filters.city)
    chips.push({ key: 'city', label: filters.city, remove: () => without({ city: undefined }) });
  if (filters.date)
    chips.push({ key: 'date', label: formatDate(filters.date), remove: () => without({ date: undefined }) });
  if (filters.guests)
    chips.push({
      key: 'guests',
      label: it.discovery.guestsChip(filters.guests),
      remove: () => without({ guests: undefined }),
    });
  if (filters.eventType)
    chips.push({
      key: 'event',
      label: eventTypeLabel(filters.eventType),
      remove: () => without({ eventType: undefined }),
    });
  if (filters.budget)
    chips.push({
      key: 'budget',
      label: it.discovery.budgetChip(filters.budget[0], filters.budget[1]),
      remove: () => without({ budget: undefined }),
    });
  for (const t of filters.tags ?? [])
    chips.push({
      key: `tag-${t.value}`,
      label: t.label,
      remove: () => without({ tags: filters.tags?.filter((x) => x.value !== t.value) }),
    });
  for (const a of filters.activityTypes ?? [])
    chips.push({
      key: `act-${a.value}`,
      label: a.label,
      remove: () => without({ activityTypes: filters.activityTypes?.filter((x) => x.value !== a.value) }),
    });
  if (!chips.length) return null;
  return (
    <ul className={s.chips} aria-label={it.discovery.activeFilters}>
      {chips.map((c) => (
        <li key={c.key}>
          <Chip label={c.label} onRemove={c.remove} />
        </li>
      ))}
    </ul>
  );
}
